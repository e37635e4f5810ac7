import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';

/**
 * Keeps the books' date on a voucher's lines: `posted_on` is the voucher's date while it is
 * posted and null otherwise. The reports read the books off the lines alone, by account and
 * date (the `account_id, posted_on` index), instead of joining every line of an account to its
 * voucher to learn whether and when it counts: a month's general ledger of a busy account reads
 * that month's lines, not the account's whole history. Called wherever a voucher enters or leaves
 * the books (post, unpost, reversal, the year-end closing voucher), in the same transaction.
 * A posted voucher's date and lines cannot change (its `editableWhen`), so nothing else moves it.
 * @example await markBookedLines(trx, voucherId)
 */
export async function markBookedLines(
  db: Kysely<Database> | Transaction<Database>,
  voucherId: number,
): Promise<void> {
  await sql`
    update fa_voucher_lines l
    set posted_on = case when v.status = 'posted' and v.deleted_at is null then v.voucher_date end
    from fa_vouchers v
    where v.id = ${voucherId} and l.voucher_id = v.id
      and l.posted_on is distinct from (case when v.status = 'posted' and v.deleted_at is null then v.voucher_date end)`.execute(
    db,
  );
}
