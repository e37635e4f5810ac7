import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { translate } from '../../http/translate';
import type { ReportContext, ReportRow } from '../../reports/ReportRules';
import { accountAtLevel, accountName, bookLines, money, reportLines } from './ledgerSql';

export type CategoryKind = 'asset' | 'liability' | 'equity' | 'revenue' | 'expense';

/** One account of a statement at its level: its kind (its category's) and its balance on its side. */
export interface StatementLine {
  kind: CategoryKind;
  accountId: number;
  code: string;
  name: string;
  /** Debits less credits, exact text. */
  net: string;
}

/**
 * The net movement of posted lines per account of kinds `kinds`, shown at `level` of the chart,
 * over `from` (inclusive; null: since the books began) to `to` (inclusive); `withoutClosing`
 * leaves out the year-end closing vouchers (the income statement shows the year's earnings).
 */
export async function statementLines(
  ctx: ReportContext,
  kinds: readonly CategoryKind[],
  from: string | null,
  to: string,
  withoutClosing = false,
): Promise<StatementLine[]> {
  const { rows } = await sql<{ kind: CategoryKind; id: number; code: string; name: string; net: string }>`
    with shown as (${accountAtLevel(Number(ctx.params.level))}),
    sums as (
      select l.account_id, sum(l.debit - l.credit) as net
      from ${withoutClosing ? reportLines(ctx.params) : bookLines(ctx.params)}
      where l.posted_on <= ${to}::date ${from === null ? sql`` : sql`and l.posted_on >= ${from}::date`}
        ${withoutClosing ? sql`and v.closing_year is null` : sql``}
      group by l.account_id
    )
    select c.kind, a.id, a.code, ${accountName(ctx.lang)} as name, ${money(sql`sum(x.net)`)} as net
    from sums x join shown s on s.leaf = x.account_id
      join fa_accounts a on a.id = s.shown
      join fa_account_categories c on c.id = a.category_id
    where c.kind in (${sql.join([...kinds])})
    group by c.kind, a.id, a.code, a.name
    having sum(x.net) <> 0
    order by a.code`.execute(ctx.db);
  return rows.map((r) => ({ kind: r.kind, accountId: Number(r.id), code: r.code, name: r.name, net: r.net }));
}

/** Credit-normal kinds show credits less debits. */
export const onItsSide = (line: Pick<StatementLine, 'kind' | 'net'>): Decimal =>
  ['asset', 'expense'].includes(line.kind) ? new Decimal(line.net) : new Decimal(line.net).negated();

/** A statement row of an account, and a subtotal row (no account: shown bold by its `total` flag). */
export function accountRow(line: StatementLine, lang: ReportContext['lang']): ReportRow {
  return {
    section: translate(lang, `fa:options.accountCategory.kind.${line.kind}`),
    accountId: line.accountId,
    code: line.code,
    name: line.name,
    amount: onItsSide(line).toFixed(2),
  };
}

export function totalRow(label: string, amount: Decimal): ReportRow {
  return { section: null, accountId: null, code: null, name: label, amount: amount.toFixed(2) };
}

/** The sum of the lines on their side. */
export const sumOf = (lines: readonly StatementLine[]): Decimal =>
  lines.reduce((sum, line) => sum.plus(onItsSide(line)), new Decimal(0));
