import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { translate } from '../../http/translate';
import type { ReportContext, ReportRow } from '../../reports/ReportRules';
import { accountName, bookLines, money, reportLines } from './ledgerSql';

/**
 * The ledger of accounts for a period, as report rows: per account (in code order) a line with
 * its balance before the period, then each posted line in date and number order with the
 * balance after it. Balances are on the account's normal side (an asset's debit balance and a
 * liability's credit balance are both positive). `accounts` is SQL selecting account ids.
 */
export async function ledgerLines(
  ctx: ReportContext,
  accounts: ReturnType<typeof sql>,
): Promise<ReportRow[]> {
  const from = String(ctx.params.from);
  const to = String(ctx.params.to);
  const chosen = (
    await sql<{ id: number; code: string; name: string; normal_side: string; opening: string }>`
      select a.id, a.code, ${accountName(ctx.lang)} as name, a.normal_side,
        ${money(sql`(select sum(l.debit - l.credit) from ${bookLines(ctx.params)} where l.account_id = a.id and l.posted_on < ${from}::date)`)} as opening
      from fa_accounts a where a.id in (${accounts}) order by a.code`.execute(ctx.db)
  ).rows;
  if (chosen.length === 0) return [];
  const lines = (
    await sql<{
      account_id: number;
      date: string;
      number: string | null;
      voucher_id: number;
      summary: string | null;
      debit: string;
      credit: string;
    }>`
      select l.account_id, to_char(v.voucher_date, 'YYYY-MM-DD') as date, v.number, v.id as voucher_id,
        coalesce(nullif(l.summary, ''), v.summary) as summary, ${money(sql`l.debit`)} as debit, ${money(sql`l.credit`)} as credit
      from ${reportLines(ctx.params)} where l.account_id in (${sql.join(chosen.map((a) => a.id))})
        and l.posted_on between ${from}::date and ${to}::date
      order by l.posted_on, v.number, l.sort, l.id`.execute(ctx.db)
  ).rows;
  const opening = translate(ctx.lang, 'fa:reports.openingBalance');
  return chosen.flatMap((account) => {
    // Debit-normal accounts count debits up; credit-normal ones credits.
    const sign = account.normal_side === 'credit' ? -1 : 1;
    let balance = new Decimal(account.opening).times(sign);
    const head: ReportRow = {
      accountId: account.id,
      code: account.code,
      name: account.name,
      date: from,
      number: null,
      voucherId: null,
      summary: opening,
      debit: null,
      credit: null,
      balance: balance.toFixed(2),
    };
    const own = lines
      .filter((line) => line.account_id === account.id)
      .map((line): ReportRow => {
        balance = balance.plus(new Decimal(line.debit).minus(line.credit).times(sign));
        return {
          accountId: account.id,
          code: account.code,
          name: account.name,
          date: line.date,
          number: line.number,
          voucherId: line.voucher_id,
          summary: line.summary,
          debit: line.debit,
          credit: line.credit,
          balance: balance.toFixed(2),
        };
      });
    return [head, ...own];
  });
}
