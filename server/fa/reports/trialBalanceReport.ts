import { sql } from 'kysely';
import type { ReportRow, ReportRules } from '../../reports/ReportRules';
import { thisMonthSoFar } from '../../reports/thisMonthSoFar';
import { accountAtLevel, accountName, bookLines, money } from './ledgerSql';

/**
 * The trial balance (`/fa/use/report/trial-balance`, schemas/fa/reports/trialBalance.report.json):
 * per account at a level of the chart, the balance before the period, the period's debits and
 * credits, and the balance after, each balance on its side. Its debit and credit totals are
 * equal in any books whose vouchers balance, which every posted voucher does.
 */
export const trialBalanceReport: ReportRules = {
  defaults: async () => thisMonthSoFar(),
  rows: async (ctx) => {
    const from = String(ctx.params.from);
    const to = String(ctx.params.to);
    const { rows } = await sql<Record<string, string>>`
      with shown as (${accountAtLevel(Number(ctx.params.level))}),
      sums as (
        select l.account_id,
          sum(case when l.posted_on < ${from}::date then l.debit - l.credit else 0 end) as opening,
          sum(case when l.posted_on >= ${from}::date then l.debit else 0 end) as debit,
          sum(case when l.posted_on >= ${from}::date then l.credit else 0 end) as credit
        from ${bookLines(ctx.params)} where l.posted_on <= ${to}::date
        group by l.account_id
      ),
      grouped as (
        select s.shown as id, sum(x.opening) as opening, sum(x.debit) as debit, sum(x.credit) as credit
        from sums x join shown s on s.leaf = x.account_id group by s.shown
      )
      select a.id, a.code, ${accountName(ctx.lang)} as name,
        ${money(sql`greatest(g.opening, 0)`)} as opening_debit, ${money(sql`greatest(-g.opening, 0)`)} as opening_credit,
        ${money(sql`g.debit`)} as debit, ${money(sql`g.credit`)} as credit,
        ${money(sql`greatest(g.opening + g.debit - g.credit, 0)`)} as closing_debit,
        ${money(sql`greatest(-(g.opening + g.debit - g.credit), 0)`)} as closing_credit
      from grouped g join fa_accounts a on a.id = g.id
      where g.opening <> 0 or g.debit <> 0 or g.credit <> 0
      order by a.code`.execute(ctx.db);
    return rows.map(
      (r): ReportRow => ({
        accountId: Number(r.id),
        code: r.code ?? '',
        name: r.name ?? '',
        openingDebit: r.opening_debit ?? '0.00',
        openingCredit: r.opening_credit ?? '0.00',
        debit: r.debit ?? '0.00',
        credit: r.credit ?? '0.00',
        closingDebit: r.closing_debit ?? '0.00',
        closingCredit: r.closing_credit ?? '0.00',
      }),
    );
  },
};
