import { sql } from 'kysely';
import type { ReportRow, ReportRules } from '../../reports/ReportRules';
import { thisMonthSoFar } from '../../reports/thisMonthSoFar';
import { accountName, money, reportLines } from './ledgerSql';

/**
 * The journal (`/fa/use/report/journal`, 日記簿): every posted voucher of the period line by line,
 * in date and number order. Its debit and credit totals are equal.
 */
export const journalReport: ReportRules = {
  defaults: async () => thisMonthSoFar(),
  rows: async (ctx) => {
    const { rows } = await sql<Record<string, string | number | null>>`
      select to_char(v.voucher_date, 'YYYY-MM-DD') as date, v.number, v.id as voucher_id, a.code,
        ${accountName(ctx.lang)} as name, coalesce(nullif(l.summary, ''), v.summary) as summary,
        ${money(sql`l.debit`)} as debit, ${money(sql`l.credit`)} as credit
      from ${reportLines(ctx.params)} join fa_accounts a on a.id = l.account_id
      where l.posted_on between ${String(ctx.params.from)}::date and ${String(ctx.params.to)}::date
      order by l.posted_on, v.number, l.sort, l.id`.execute(ctx.db);
    return rows.map(
      (r): ReportRow => ({
        date: r.date as string,
        number: r.number as string | null,
        voucherId: Number(r.voucher_id),
        code: r.code as string,
        name: r.name as string,
        summary: r.summary as string | null,
        debit: r.debit as string,
        credit: r.credit as string,
      }),
    );
  },
};
