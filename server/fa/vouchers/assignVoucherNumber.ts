import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';
import { voucherType } from './voucherBooks';

/**
 * Takes the next number of a voucher type in a month, `{prefix}-{YYYYMM}-{NNNN}` (`收-202611-0001`),
 * inside the caller's transaction: the counter row of that type and month
 * (fa_voucher_sequences) is incremented with an upsert, which locks it until the transaction
 * ends, so two confirms at once wait for each other and take consecutive numbers, and a confirm
 * that fails gives its number back with its rollback (no gaps, no duplicates).
 * @example await assignVoucherNumber(trx, 1, '2026-11-03') // '收-202611-0001'
 */
export async function assignVoucherNumber(
  trx: Executor,
  voucherTypeId: number,
  date: string,
): Promise<string> {
  const yearMonth = date.slice(0, 7).replace('-', '');
  const type = await voucherType(trx, voucherTypeId);
  const row = await sql<{ last_value: number }>`
    insert into fa_voucher_sequences (voucher_type_id, year_month, last_value)
    values (${voucherTypeId}, ${yearMonth}, 1)
    on conflict (voucher_type_id, year_month)
    do update set last_value = fa_voucher_sequences.last_value + 1
    returning last_value`.execute(trx);
  const sequence = row.rows[0]!.last_value;
  return `${type?.prefix ?? voucherTypeId}-${yearMonth}-${String(sequence).padStart(4, '0')}`;
}
