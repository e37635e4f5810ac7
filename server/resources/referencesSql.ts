import { type RawBuilder, sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { ListFilter } from './parseListQuery';

/**
 * The SQL of `references` fields (several ids of one entity, stored as an
 * integer[] column; docs/decisions.md "Several references").
 */

/**
 * `{field}_labels`: the referenced rows' labels in the order of the ids, by a
 * correlated subquery over the page's rows only; an id whose row is gone shows as `#id`.
 */
export function referencesLabels(
  registry: ReadonlyMap<string, EntityDescriptor>,
  name: string,
  field: FieldDescriptor,
): RawBuilder<unknown> {
  const target = field.reference ? registry.get(field.reference) : undefined;
  const alias = sql.id(`${name}_labels`);
  if (!target) return sql`array[]::text[] as ${alias}`;
  return sql`array(
    select coalesce(l.${sql.id(target.labelField)}::text, '#' || u.id::text)
    from unnest(t.${sql.id(name)}) with ordinality as u(id, n)
    left join ${sql.table(target.table)} as l on l.id = u.id
    order by u.n) as ${alias}`;
}

/**
 * A list filter on a references column, served by its GIN index:
 * one id → rows holding it (`@>`), several → rows holding any of them (`&&`),
 * `null` → rows holding none.
 */
export function referencesCondition(column: RawBuilder<unknown>, f: ListFilter): RawBuilder<unknown> {
  if (f.op === 'null') return sql`${column} = '{}'::integer[]`;
  if (f.op === 'in') return sql`${column} && ${integerArray(f.value)}`;
  return sql`${column} @> ${integerArray([f.value])}`;
}

/**
 * An integer[] value built from one parameter per id: the PostgreSQL and
 * PGlite drivers then need no array serialisation of their own. null is the
 * empty list (the column is not null).
 */
export function integerArray(value: unknown): RawBuilder<unknown> {
  const ids = Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  return ids.length === 0 ? sql`'{}'::integer[]` : sql`array[${sql.join(ids)}]::integer[]`;
}
