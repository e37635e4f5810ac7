import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { SecuritySettings } from '../../schemas/sc/settings/securitySettingRules';
import { readSetting, writeSetting } from './settingsStore';

/**
 * Security settings (spec section 9, edited under /sc/security-settings); the fields
 * and their limits are in schemas/sc/settings/securitySettingRules.ts, shared with the web.
 * Defaults follow common OA practice: no automatic logout until an
 * administrator turns it on, a captcha after 5 failed sign-ins and a
 * 15-minute lock after 10, passwords of 8+ characters with a letter and a digit.
 */
export type { SecuritySettings };

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
