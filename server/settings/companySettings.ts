import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { CompanySettings } from '../../schemas/sc/settings/companySettingRules';
import { readSetting, writeSetting } from './settingsStore';

/**
 * The organisation's identity shown on the sign-in page and in the shell; the fields
 * and their limits are in schemas/sc/settings/companySettingRules.ts, shared with the web.
 */
export type { CompanySettings };

export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  name: 'Atrium',
  logo: '',
  defaultLanguage: 'tw',
  timeZone: 'Asia/Taipei',
  fiscalYearStartMonth: 1,
};

export const COMPANY_SETTINGS_KEY = 'sc.company';

export function readCompanySettings(db: Kysely<Database>): Promise<CompanySettings> {
  return readSetting(db, COMPANY_SETTINGS_KEY, DEFAULT_COMPANY_SETTINGS);
}

export function writeCompanySettings(db: Kysely<Database>, next: CompanySettings): Promise<void> {
  return writeSetting(db, COMPANY_SETTINGS_KEY, next);
}
