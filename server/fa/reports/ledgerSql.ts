import { type RawBuilder, sql } from 'kysely';
import type { Language } from '../../http/translate';

/**
 * SQL the accounting reports share. Only posted vouchers count: a draft or a confirmed voucher
 * is not in the books yet. Amounts stay numeric in SQL and leave it as text at two places
 * (money is decimal end to end).
 */

/** The departments whose lines a report for `department` holds: it and every department below it. */
const departmentAndBelow = (department: number) => sql`(
  with recursive below as (
    select id from departments where id = ${department}
    union all
    select d.id from departments d join below b on d.parent_id = b.id
  )
  select id from below)`;

/**
 * The lines in the books, as `l`: those of posted vouchers, each with its voucher's date as
 * `l.posted_on` (markBookedLines keeps it), so a report filters and sums by account and date
 * without joining the vouchers. When the `department` parameter names one, only the lines of
 * that department and of the departments below it (a division's figures hold its sections');
 * lines without a department are then left out. Callers add `where` on `l`.
 */
export const bookLines = (params: Readonly<Record<string, unknown>> = {}): RawBuilder<unknown> => {
  const department = params.department;
  const narrowed =
    department === null || department === undefined
      ? sql``
      : sql`and department_id in ${departmentAndBelow(Number(department))}`;
  return sql`(select * from fa_voucher_lines where posted_on is not null and deleted_at is null ${narrowed}) l`;
};

/** The lines in the books (bookLines) with their voucher as `v`, for reports that show its number or summary. */
export const reportLines = (params: Readonly<Record<string, unknown>> = {}): RawBuilder<unknown> =>
  sql`${bookLines(params)} join fa_vouchers v on v.id = l.voucher_id`;

/** An account's name (`a.name`, four languages) in the reader's, with the default's and English as fallbacks. */
export const accountName = (lang: Language, alias = 'a'): RawBuilder<string> =>
  sql<string>`coalesce(${sql.ref(`${alias}.name`)}->>${lang}, ${sql.ref(`${alias}.name`)}->>'tw', ${sql.ref(`${alias}.name`)}->>'en', '')`;

/** Money as exact text at two places (`1234.50`, `-0.25`), `0.00` for none. */
export const money = (value: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`round(coalesce(${value}, 0), 2)::text`;

/**
 * Every account with the account it is shown as at `level` of the chart: itself when it sits at
 * that depth or above, else its ancestor at that depth (`leaf` → `shown`).
 */
export const accountAtLevel = (level: number) => sql`
  with recursive chain as (
    select id as leaf, id, parent_id, 1 as up from fa_accounts where deleted_at is null
    union all
    select c.leaf, a.id, a.parent_id, c.up + 1 from chain c join fa_accounts a on a.id = c.parent_id
  ),
  depth as (select leaf, max(up) as depth from chain group by leaf)
  select d.leaf,
    coalesce((select c.id from chain c where c.leaf = d.leaf and c.up = d.depth - ${level} + 1), d.leaf) as shown
  from depth d`;
