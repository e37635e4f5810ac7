import { translate } from '../../http/translate';
import { canonicalTimeZone } from '../../settings/canonicalTimeZone';
import { logoDigest, logoProblem } from '../../settings/checkLogo';
import type { SettingsRules } from '../../settings/document/SettingsRules';

/**
 * The company settings (`sc.company`) beyond their field limits: the time zone must be a
 * real IANA zone (stored in its canonical spelling) and the logo a PNG, JPEG, SVG or WebP
 * data: URL of at most 256 kB whose bytes match its type (checkLogo.ts). The audit log
 * keeps a digest of the logo, not the image.
 */
export const companySettingsRules: SettingsRules = {
  check({ lang }, changes, errors) {
    if (typeof changes.timeZone === 'string') {
      const zone = canonicalTimeZone(changes.timeZone);
      if (zone) changes.timeZone = zone;
      else errors.timeZone = [translate(lang, 'sc:settings.timeZoneUnknown', { value: changes.timeZone })];
    }
    if (typeof changes.logo === 'string') {
      const problem = logoProblem(changes.logo);
      if (problem) errors.logo = [translate(lang, `sc:settings.logo.${problem}`)];
    }
  },
  auditView: (value) => ({ ...value, logo: logoDigest(String(value.logo ?? '')) }),
};
