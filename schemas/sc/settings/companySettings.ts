/** The interface languages an organisation may choose as its default. */
export const COMPANY_LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;

/** The logo's limits: small raster or vector images, stored inline as a data: URL. */
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/**
 * The organisation's identity (the settings document company.settings.json beside this
 * file, edited at /sc/company-settings) as the code that shows it reads it. The time zone
 * is an IANA name and the logo an empty string or a data: URL; the server's rules
 * (server/sc/company/companySettingsRules.ts) check both beyond the field limits.
 */
export interface CompanySettings {
  name: string;
  logo: string;
  defaultLanguage: (typeof COMPANY_LANGUAGES)[number];
  timeZone: string;
  /** Month (1-12) the fiscal year starts in. */
  fiscalYearStartMonth: number;
}
