import type { Kysely } from 'kysely';
import { wallClockOf } from '../../../schemas/core/zonedTime';
import type { Database } from '../../db/DatabaseSchema';
import { readCompanySettings } from '../../settings/companySettings';

/**
 * Today's date (`YYYY-MM-DD`) on the organisation's clock (the company settings' time zone).
 * @example await organisationToday(db) // '2026-11-26'
 */
export async function organisationToday(db: Kysely<Database>, now = Date.now()): Promise<string> {
  return wallClockOf(now, (await readCompanySettings(db)).timeZone).slice(0, 10);
}
