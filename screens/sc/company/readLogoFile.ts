import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../../schemas/sc/settings/companySettings';

/** A chosen logo file as a data: URL, or why it cannot be used (a key under `sc:settings.logo.*`). */
export type LogoFileResult = { dataUrl: string } | { problem: 'unsupportedType' | 'tooLarge' | 'unreadable' };

/**
 * Checks a chosen logo's type and size before reading it (the server checks again,
 * down to the bytes), then reads it as the data: URL the company settings store.
 * @example const result = await readLogoFile(input.files[0])
 */
export function readLogoFile(file: File): Promise<LogoFileResult> {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type))
    return Promise.resolve({ problem: 'unsupportedType' });
  if (file.size > LOGO_MAX_BYTES) return Promise.resolve({ problem: 'tooLarge' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? { dataUrl: reader.result } : { problem: 'unreadable' });
    reader.onerror = () => resolve({ problem: 'unreadable' });
    reader.readAsDataURL(file);
  });
}
