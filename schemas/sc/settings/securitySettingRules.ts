import type { SettingsOf } from './settingRules';

/**
 * The security settings (spec section 9; edited at /sc/security-settings) and their
 * limits. Durations are hours and may be fractional: 0.1 h (6 minutes) is the
 * shortest automatic logout, because the web checks idleness once a minute and a
 * shorter limit would sign people out mid-sentence.
 */
export const SECURITY_SETTING_RULES = {
  autoLogoutEnabled: { type: 'boolean' },
  /** Hours of inactivity before the web signs the user out. */
  autoLogoutDuration: { type: 'number', minimum: 0.1, maximum: 720 },
  /** Always ask for a captcha at sign-in (otherwise only after repeated failures). */
  captchaEnabled: { type: 'boolean' },
  captchaAfterFailures: { type: 'integer', minimum: 1, maximum: 100 },
  lockAfterFailures: { type: 'integer', minimum: 1, maximum: 1000 },
  /** How long a lock lasts, and the window in which failures are counted. */
  lockMinutes: { type: 'integer', minimum: 1, maximum: 1440 },
  passwordMinLength: { type: 'integer', minimum: 4, maximum: 128 },
  passwordRequireLetter: { type: 'boolean' },
  passwordRequireDigit: { type: 'boolean' },
  passwordRequireUpper: { type: 'boolean' },
  passwordRequireLower: { type: 'boolean' },
  passwordRequireSymbol: { type: 'boolean' },
  /** How many previous passwords may not be reused (0: no check). */
  passwordHistory: { type: 'integer', minimum: 0, maximum: 24 },
  /** Days after which a password must be changed (0: never). */
  passwordExpiryDays: { type: 'integer', minimum: 0, maximum: 3650 },
} as const;

export type SecuritySettings = SettingsOf<typeof SECURITY_SETTING_RULES>;
export type SecuritySettingField = keyof SecuritySettings;
