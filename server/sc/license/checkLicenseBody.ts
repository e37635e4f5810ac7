import { isModuleId, MODULES, type ModuleId } from '../../../schemas/core/modules';
import { type Language, translate } from '../../http/translate';
import type { LicenseSettings } from './licenseSettings';

export const MAX_SEATS = 1_000_000;

/**
 * Reads a PUT body of the licence: `seats` (null for no limit, or 1..1,000,000 and at least
 * the seats in use, so saving never leaves active users beyond the licence), `modules`
 * (known module ids, system settings among them: it cannot be switched off) and `version`.
 */
export function checkLicenseBody(
  body: Record<string, unknown>,
  used: number,
  lang: Language,
): { changes: Partial<LicenseSettings>; version: number | undefined; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const changes: Partial<LicenseSettings> = {};
  let version: number | undefined;
  for (const [field, value] of Object.entries(body)) {
    if (field === 'version') {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) version = value;
      else errors.version = [translate(lang, 'sc:settings.rules.version')];
    } else if (field === 'seats') {
      if (value === null) changes.seats = null;
      else if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_SEATS)
        errors.seats = [translate(lang, 'sc:license.errors.seatsRange', { max: MAX_SEATS })];
      else if (value < used)
        errors.seats = [translate(lang, 'sc:license.errors.seatsBelowUsed', { count: used })];
      else changes.seats = value;
    } else if (field === 'modules') {
      if (!Array.isArray(value) || !value.every((m): m is ModuleId => typeof m === 'string' && isModuleId(m)))
        errors.modules = [translate(lang, 'sc:license.errors.modules')];
      // Said, not silently put back: a client that dropped it believes it switched it off.
      else if (!value.includes('sc')) errors.modules = [translate(lang, 'sc:license.errors.scAlwaysOn')];
      else changes.modules = MODULES.filter((m) => value.includes(m));
    } else errors[field] = [translate(lang, 'sc:settings.rules.unknown', { attribute: field })];
  }
  return { changes, version, errors };
}
