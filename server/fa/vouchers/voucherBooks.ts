import Decimal from 'decimal.js';
import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';
import type { BatchMemo } from '../../resources/BatchMemo';

/** What a voucher line needs to know of its account. */
export interface VoucherAccount {
  id: number;
  code: string;
  is_postable: boolean;
  is_active: boolean;
  needs_department: boolean;
  needs_partner: boolean;
}

/**
 * What the voucher rules look up is master data a voucher's save never changes (accounts, types,
 * periods, currencies, rates): within a batch of saves (an import) each is asked once, through the
 * batch's memo; without one, every time.
 */
function asked<T>(memo: BatchMemo | undefined, key: string, ask: () => Promise<T>): Promise<T> {
  return memo ? memo.once(key, ask) : ask();
}

/** The live accounts of these ids, by id. */
export async function accountsById(
  trx: Executor,
  ids: readonly number[],
  memo?: BatchMemo,
): Promise<Map<number, VoucherAccount>> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id)))];
  if (wanted.length === 0) return new Map();
  const ask = async (missing: readonly number[]) => {
    const rows = await sql<VoucherAccount>`
      select id, code, is_postable, is_active, needs_department, needs_partner
      from fa_accounts where id in (${sql.join([...missing])}) and deleted_at is null`.execute(trx);
    return new Map(rows.rows.map((a) => [a.id, a]));
  };
  return memo ? memo.byIds('fa.account', wanted, ask) : ask(wanted);
}

/** The base currency (fa.currency with is_base) and its decimal places; none set up: TWD's 0. */
export async function baseCurrency(
  trx: Executor,
  memo?: BatchMemo,
): Promise<{ id: number | null; code: string; scale: number }> {
  return asked(memo, 'fa.baseCurrency', async () => {
    const row = await sql<{ id: number; code: string; scale: number | null }>`
    select id, code, scale from fa_currencies where is_base and deleted_at is null order by id limit 1`.execute(
      trx,
    );
    const base = row.rows[0];
    // The lines keep cents (numeric scale 2): a base currency with more places is rounded to cents.
    return base
      ? { id: base.id, code: base.code, scale: Math.min(base.scale ?? 2, 2) }
      : { id: null, code: 'TWD', scale: 0 };
  });
}

/** A currency's code, for messages. */
export async function currencyCode(trx: Executor, id: number, memo?: BatchMemo): Promise<string> {
  return asked(memo, `fa.currencyCode:${id}`, async () => {
    const row = await sql<{ code: string }>`select code from fa_currencies where id = ${id}`.execute(trx);
    return row.rows[0]?.code ?? `#${id}`;
  });
}

/** The exchange rate of a currency on a date, or the latest before it; null when there is none. */
export async function rateOn(
  trx: Executor,
  currencyId: number,
  date: string,
  memo?: BatchMemo,
): Promise<Decimal | null> {
  return asked(memo, `fa.rateOn:${currencyId}:${date}`, async () => {
    const row = await sql<{ rate: string }>`
    select rate::text as rate from fa_exchange_rates
    where currency_id = ${currencyId} and rate_date <= ${date}::date and deleted_at is null
    order by rate_date desc limit 1`.execute(trx);
    const rate = row.rows[0]?.rate;
    return rate === undefined ? null : new Decimal(rate);
  });
}

/**
 * Whether the accounting period of a date is closed (fa.period of its year and month with status
 * `closed`). A month without a period row is open: periods are set up ahead as the books need.
 */
export async function periodClosed(trx: Executor, date: string, memo?: BatchMemo): Promise<boolean> {
  const [year, month] = date.split('-').map(Number);
  return asked(memo, `fa.periodClosed:${year}-${month}`, async () => {
    const row = await sql<{ status: string }>`
    select status from fa_periods
    where year = ${year} and month = ${month} and deleted_at is null limit 1`.execute(trx);
    return row.rows[0]?.status === 'closed';
  });
}

/** A voucher type's prefix and whether it may take new vouchers. */
export async function voucherType(
  trx: Executor,
  id: number,
  memo?: BatchMemo,
): Promise<{ prefix: string; code: string; is_active: boolean } | null> {
  return asked(memo, `fa.voucherType:${id}`, async () => {
    const row = await sql<{ prefix: string | null; code: string; is_active: boolean }>`
    select prefix, code, is_active from fa_voucher_types where id = ${id} and deleted_at is null`.execute(
      trx,
    );
    const type = row.rows[0];
    return type
      ? { prefix: type.prefix?.trim() || type.code, code: type.code, is_active: type.is_active }
      : null;
  });
}
