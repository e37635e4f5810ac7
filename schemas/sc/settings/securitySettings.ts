/**
 * The security settings document (security.settings.json beside this file) as the code that
 * applies it reads it: the sign-in, the password policy, the web's session timers.
 * settingsTypes.test.ts checks that the descriptor's fields are exactly these.
 */
export interface SecuritySettings {
  autoLogoutEnabled: boolean;
  /** Hours of inactivity before the web signs the user out (fractions allowed, at least 0.1). */
  autoLogoutDuration: number;
  /** Always ask for a captcha at sign-in (otherwise only after repeated failures). */
  captchaEnabled: boolean;
  captchaAfterFailures: number;
  lockAfterFailures: number;
  /** How long a lock lasts, and the window in which failures are counted. */
  lockMinutes: number;
  passwordMinLength: number;
  passwordRequireLetter: boolean;
  passwordRequireDigit: boolean;
  passwordRequireUpper: boolean;
  passwordRequireLower: boolean;
  passwordRequireSymbol: boolean;
  /** How many previous passwords may not be reused (0: no check). */
  passwordHistory: number;
  /** Days after which a password must be changed (0: never). */
  passwordExpiryDays: number;
}
