import { type RawBuilder, sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Executor } from '../../db/Executor';
import { translate, type Language } from '../../http/translate';
import type { Row } from '../EntityStore';
import type { RowProblem } from '../findRowProblems';

/** The columns a scope condition reads (rowScopeCondition.ts): the owning users, department and owner row. */
function ownershipColumns(d: EntityDescriptor): string[] {
  const o = d.ownership;
  if (!o) return [];
  return [
    ...new Set([
      ...(o.users ?? []),
      ...(o.department ? [o.department] : []),
      ...(o.through ? [o.through] : []),
    ]),
  ];
}

/** The owning columns a form or file may set (not the creator, not a read-only field the server fills). */
function fillableOwnershipColumns(d: EntityDescriptor): string[] {
  const fields = d.fields as Record<string, FieldDescriptor>;
  return ownershipColumns(d).filter((name) => fields[name] && !fields[name].readOnly);
}

/**
 * The positions of the rows about to be written that the caller's scope would not reach: a
 * salesperson who may edit their own leads cannot hand one to a colleague, nor a manager move
 * one out of the departments they manage (Odoo's record rules hold writes to the same domain).
 * Checked on the values before anything is written, so a dry-run import reports it too: the
 * rows become a VALUES table aliased `t` with just the owning columns, and the same SQL
 * condition as every read (rowScopeCondition) filters it. Each row holds the whole record as
 * it will be, `created_by` included.
 */
export async function rowsOutsideScope(
  db: Executor,
  d: EntityDescriptor,
  rows: readonly Row[],
  scope: RawBuilder<unknown> | null | undefined,
): Promise<number[]> {
  // Only a fillable owning column can move a row: otherwise the write leaves the row where the
  // check before it (requireRowsInScope) found it, and no query is spent.
  if (!scope || rows.length === 0 || fillableOwnershipColumns(d).length === 0) return [];
  const columns = ownershipColumns(d);
  const integer = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const values = rows.map(
    (row, index) =>
      sql`(${sql.join([sql`${index}::integer`, ...columns.map((c) => sql`${integer(row[c])}::integer`)])})`,
  );
  const result = await sql<{ i: number }>`
    select t.i from (values ${sql.join(values)}) as t(${sql.join([sql.id('i'), ...columns.map((c) => sql.id(c))])})
    where ${scope}`.execute(db);
  const inside = new Set(result.rows.map((r) => Number(r.i)));
  return rows.flatMap((_, index) => (inside.has(index) ? [] : [index]));
}

/**
 * Where to say a row is outside the caller's scope: the owning fields the form fills, those in
 * `values` first, as that is what the user just changed.
 */
function blamedFields(d: EntityDescriptor, values: Row): string[] {
  const fillable = fillableOwnershipColumns(d);
  const changed = fillable.filter((name) => Object.hasOwn(values, name));
  return changed.length > 0 ? changed : fillable;
}

/** The problems of the rows `rowsOutsideScope` found, on the fields that put them outside. */
export function outsideScopeProblems(
  d: EntityDescriptor,
  outside: readonly number[],
  values: readonly Row[],
  lang: Language,
): RowProblem[] {
  const fields = d.fields as Record<string, FieldDescriptor>;
  return outside.flatMap((index) =>
    blamedFields(d, values[index] ?? {}).map((field) => ({
      index,
      field,
      message: translate(lang, 'resources:errors.outsideScope', {
        attribute: translate(lang, fields[field]!.title),
      }),
    })),
  );
}
