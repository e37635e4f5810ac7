import type { SettingsOf } from '../../core/settings/settingRules';

/** The interface languages an organisation may choose as its default. */
export const COMPANY_LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;

/** The logo's limits: small raster or vector images, stored inline as a data: URL. */
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** A data: URL of LOGO_MAX_BYTES in base64, with room for its header. */
const LOGO_MAX_URL_LENGTH = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 64;

/**
 * The organisation's identity (edited at /sc/company-settings). The time zone is an
 * IANA name and the logo an empty string or a data: URL; the server checks both
 * beyond these rules (a real zone, an image whose bytes match its type).
 */
export const COMPANY_SETTING_RULES = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  logo: { type: 'string', minLength: 0, maxLength: LOGO_MAX_URL_LENGTH },
  defaultLanguage: { type: 'string', minLength: 1, maxLength: 2, enum: COMPANY_LANGUAGES },
  timeZone: { type: 'string', minLength: 1, maxLength: 64 },
  /** Month (1-12) the fiscal year starts in. */
  fiscalYearStartMonth: { type: 'integer', minimum: 1, maximum: 12 },
} as const;

export type CompanySettings = SettingsOf<typeof COMPANY_SETTING_RULES>;
export type CompanySettingField = keyof CompanySettings;
