import Decimal from 'decimal.js';
import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { settingsDescriptor } from '../../settings/document/loadSettingsDescriptors';
import { readSettingsDocument } from '../../settings/document/SettingsDocumentStore';
import { accountName, bookLines } from '../reports/ledgerSql';

/** One line of a closing voucher: an account (and department) and the side that brings it to zero. */
export interface ClosingLine {
  accountId: number;
  code: string;
  name: string;
  departmentId: number | null;
  /** Exact decimal text at two places; one of the two is `0.00`. */
  debit: string;
  credit: string;
  /** The equity account this line's balance closes into (its own code on an equity line). */
  closesInto: string;
}

/** What the close reads of the accounting parameters. */
interface ClosingParameters {
  fiscalYearStartMonth: number;
  retainedEarningsAccount: string;
}

const closingParameters = async (db: Executor) =>
  (await readSettingsDocument<ClosingParameters>(db, settingsDescriptor('fa.parameter'))).value;

/** The first and last day of fiscal year `year`, which starts in the parameters' month. */
export async function fiscalYear(
  db: Executor,
  year: number,
  parameters?: ClosingParameters,
): Promise<{ from: string; to: string }> {
  const month = (parameters ?? (await closingParameters(db))).fiscalYearStartMonth;
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  // The day before the next fiscal year starts.
  const next = new Date(Date.UTC(year + 1, month - 1, 1) - 86_400_000);
  return { from, to: next.toISOString().slice(0, 10) };
}

/**
 * The lines of the closing voucher of fiscal year `year` as the books stand: every revenue and
 * expense account (per department) with a posted balance over the year, on the side that brings
 * it to zero, then one line per equity account they close into (the deepest year-end mapping of
 * the account or a heading above it, else the parameters' retained-earnings account) carrying
 * the net. The year's earlier closing vouchers count, so once closed the year has no lines left:
 * applying twice writes nothing the second time, and a late adjustment closes on its own.
 */
export async function closingLines(db: Executor, year: number, lang: Language): Promise<ClosingLine[]> {
  const value = await closingParameters(db);
  const { from, to } = await fiscalYear(db, year, value);
  const { rows } = await sql<{
    account_id: number;
    code: string;
    name: string;
    department_id: number | null;
    net: string;
    target: string | null;
  }>`
    with recursive up as (
      select id as leaf, id, parent_id, 0 as depth from fa_accounts where deleted_at is null
      union all
      select u.leaf, a.id, a.parent_id, u.depth + 1 from up u join fa_accounts a on a.id = u.parent_id
    ),
    mapped as (
      select distinct on (u.leaf) u.leaf, t.code as target
      from up u
      join fa_year_end_mappings m on m.account_id = u.id and m.deleted_at is null
      join fa_accounts t on t.id = m.target_account_id and t.deleted_at is null
      order by u.leaf, u.depth
    )
    select l.account_id, a.code, ${accountName(lang)} as name, l.department_id,
      sum(l.debit - l.credit)::text as net, mapped.target
    from ${bookLines()}
      join fa_accounts a on a.id = l.account_id
      join fa_account_categories c on c.id = a.category_id and c.kind in ('revenue', 'expense')
      left join mapped on mapped.leaf = l.account_id
    where l.posted_on between ${from}::date and ${to}::date
    group by l.account_id, a.code, a.name, l.department_id, mapped.target
    having sum(l.debit - l.credit) <> 0
    order by a.code, l.department_id nulls first`.execute(db);
  const lines: ClosingLine[] = [];
  const intoEquity = new Map<string, Decimal>();
  for (const r of rows) {
    const net = new Decimal(r.net);
    const into = r.target ?? value.retainedEarningsAccount;
    lines.push({
      accountId: r.account_id,
      code: r.code,
      name: r.name,
      departmentId: r.department_id,
      debit: net.isNegative() ? net.negated().toFixed(2) : '0.00',
      credit: net.isPositive() ? net.toFixed(2) : '0.00',
      closesInto: into,
    });
    intoEquity.set(into, (intoEquity.get(into) ?? new Decimal(0)).plus(net));
  }
  if (intoEquity.size === 0) return lines;
  const equity = await sql<{ id: number; code: string; name: string }>`
    select a.id, a.code, ${accountName(lang)} as name from fa_accounts a
    where a.code in (${sql.join([...intoEquity.keys()])}) and a.deleted_at is null`.execute(db);
  for (const [code, net] of intoEquity) {
    const account = equity.rows.find((a) => a.code === code);
    // The parameters name an account on file when saved; it may have been deleted since.
    if (!account)
      throw new ValidationFailed(translate(lang, 'validation:failed'), {
        year: [translate(lang, 'fa:yearEnd.errors.noEquityAccount', { code })],
      });
    if (net.isZero()) continue;
    // The net of what closes here lands on the other side: a profit (credits) credits equity.
    lines.push({
      accountId: account.id,
      code,
      name: account.name,
      departmentId: null,
      debit: net.isPositive() ? net.toFixed(2) : '0.00',
      credit: net.isNegative() ? net.negated().toFixed(2) : '0.00',
      closesInto: code,
    });
  }
  return lines;
}
