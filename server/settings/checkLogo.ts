import { createHash } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_TYPES, type LogoType } from '../../schemas/sc/settings/companySettings';

/** Why a logo is refused, as a key under `sc:settings.logo.*`. */
export type LogoProblem = 'notDataUrl' | 'unsupportedType' | 'tooLarge' | 'contentMismatch' | 'unsafeSvg';

const DATA_URL = /^data:([a-z+/.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

function startsWith(bytes: Buffer, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/** Whether the bytes really are the declared kind of image (a renamed file is refused). */
function matchesType(type: LogoType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return (
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
        bytes.subarray(8, 12).toString('latin1') === 'WEBP'
      );
    case 'image/svg+xml':
      return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
        bytes.toString('utf8').replace(/^\uFEFF/, ''),
      );
  }
}

/**
 * What an SVG may not contain. The sign-in page shows the logo in an <img>, where
 * scripts never run, but the file can be opened on its own; so anything that could
 * run code or fetch something is refused rather than cleaned: scripts, event
 * attributes, javascript: links, embedded HTML, external references and DTDs.
 */
const UNSAFE_SVG = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<foreignObject[\s>/]/i,
  /<!DOCTYPE|<!ENTITY/i,
  /\bhref\s*=\s*["']\s*[^#"'\s]/i,
  /@import|url\(\s*["']?\s*[^#"'\s)]/i,
  /<(?:iframe|embed|object)[\s>/]/i,
];

/**
 * Checks a logo sent as a data: URL: one of PNG, JPEG, SVG or WebP, at most 256 kB,
 * bytes that match the declared type, and an SVG without active content.
 * Returns null when the logo is fine. An empty string (no logo) is fine too.
 * @example logoProblem('data:image/png;base64,iVBORw0KGgo...') // null
 */
export function logoProblem(logo: string): LogoProblem | null {
  if (logo === '') return null;
  const match = DATA_URL.exec(logo);
  if (!match) return 'notDataUrl';
  const type = match[1] as LogoType;
  if (!(LOGO_TYPES as readonly string[]).includes(type)) return 'unsupportedType';
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length > LOGO_MAX_BYTES) return 'tooLarge';
  if (bytes.length === 0 || !matchesType(type, bytes)) return 'contentMismatch';
  if (type === 'image/svg+xml') {
    const text = bytes.toString('utf8');
    if (UNSAFE_SVG.some((pattern) => pattern.test(text))) return 'unsafeSvg';
  }
  return null;
}

/**
 * How the audit log records a logo: its type, size and SHA-256, not the image itself,
 * so each change of the company settings does not copy up to 256 kB into the log.
 * @example logoDigest('data:image/png;base64,AAAA') // 'image/png, 3 bytes, sha256 …'
 */
export function logoDigest(logo: string): string {
  if (logo === '') return '';
  const match = DATA_URL.exec(logo);
  if (!match) return `${logo.length} characters`;
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  return `${match[1]}, ${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')}`;
}
