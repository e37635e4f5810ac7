import { type RawBuilder, sql } from 'kysely';
import type { Language } from '../../http/translate';

/**
 * SQL the accounting reports share. Only posted vouchers count: a draft or a confirmed voucher
 * is not in the books yet. Amounts stay numeric in SQL and leave it as text at two places
 * (money is decimal end to end).
 */

/** The posted lines, with their voucher (`v`) and line (`l`) aliases; callers add joins and `where`. */
export const postedLines = sql`fa_voucher_lines l
  join fa_vouchers v on v.id = l.voucher_id and v.deleted_at is null and v.status = 'posted' and l.deleted_at is null`;

/**
 * The posted lines a report reads: all of them, or, when its `department` parameter names one,
 * the lines of that department and of the departments below it (a division's figures hold its
 * sections'). Lines without a department are then left out.
 */
export const reportLines = (params: Readonly<Record<string, unknown>>): RawBuilder<unknown> => {
  const department = params.department;
  if (department === null || department === undefined) return postedLines;
  return sql`${postedLines} and l.department_id in (
    with recursive below as (
      select id from departments where id = ${Number(department)}
      union all
      select d.id from departments d join below b on d.parent_id = b.id
    )
    select id from below)`;
};

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
