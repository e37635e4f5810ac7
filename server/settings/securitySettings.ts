import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import { readSetting, writeSetting } from './settingsStore';

/**
 * Security settings (spec section 9, edited under /sc/security-settings).
 * Defaults follow common OA practice: no automatic logout until an
 * administrator turns it on, a captcha after 5 failed sign-ins and a
 * 15-minute lock after 10, passwords of 8+ characters with a letter and a digit.
 */
export interface SecuritySettings {
  autoLogoutEnabled: boolean;
  /** Hours of inactivity before the web signs the user out. */
  autoLogoutDuration: number;
  /** Always ask for a captcha at sign-in (otherwise only after repeated failures). */
  captchaEnabled: boolean;
  captchaAfterFailures: number;
  lockAfterFailures: number;
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

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  autoLogoutEnabled: false,
  autoLogoutDuration: 8,
  captchaEnabled: false,
  captchaAfterFailures: 5,
  lockAfterFailures: 10,
  lockMinutes: 15,
  passwordMinLength: 8,
  passwordRequireLetter: true,
  passwordRequireDigit: true,
  passwordRequireUpper: false,
  passwordRequireLower: false,
  passwordRequireSymbol: false,
  passwordHistory: 3,
  passwordExpiryDays: 0,
};

export const SECURITY_SETTINGS_KEY = 'security';

export function readSecuritySettings(db: Kysely<Database>): Promise<SecuritySettings> {
  return readSetting(db, SECURITY_SETTINGS_KEY, DEFAULT_SECURITY_SETTINGS);
}

export function writeSecuritySettings(db: Kysely<Database>, next: SecuritySettings): Promise<void> {
  return writeSetting(db, SECURITY_SETTINGS_KEY, next);
}
