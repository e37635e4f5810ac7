import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { countSeatsUsed, readLicenseSettings } from './licenseSettings';

/**
 * Refuses (422 on `license`) adding `adding` active users when the licence's seats would be
 * exceeded. Call it inside the transaction that creates or re-activates users (a single
 * create, an import, turning a user active), before the write; with no seat limit it does
 * nothing.
 *
 * @example await assertSeatAvailable(trx, request.lang)        // one new user
 * @example await assertSeatAvailable(trx, lang, plan.creates.length)
 */
export async function assertSeatAvailable(
  db: Kysely<Database> | Transaction<Database>,
  lang: Language,
  adding = 1,
): Promise<void> {
  const value = await readLicenseSettings(db);
  if (value.seats === null || adding <= 0) return;
  const used = await countSeatsUsed(db);
  if (used + adding > value.seats)
    throw new ValidationFailed(translate(lang, 'sc:license.errors.seatsFull', { count: value.seats }), {
      license: [translate(lang, 'sc:license.errors.seatsFull', { count: value.seats })],
    });
}
