import { type RawBuilder, sql } from 'kysely';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';

/** The `tree` section of a descriptor that has one (callers check first). */
export function treeOf(d: EntityDescriptor): NonNullable<EntityDescriptor['tree']> {
  if (!d.tree) throw new Error(`${d.id} is not a tree entity`);
  return d.tree;
}

/**
 * The ids of a node and every live node below it: a recursive CTE, the same SQL on
 * PostgreSQL 15 and PGlite. `union` (not `union all`) ends the walk even if a cycle had
 * slipped in through the database directly.
 * @example sql`t.category_id in (${subtreeIds(category, 5)})`
 */
export function subtreeIds(d: EntityDescriptor, rootId: number): RawBuilder<{ id: number }> {
  const { parentField } = treeOf(d);
  const table = sql.table(d.table);
  return sql<{ id: number }>`with recursive down(id) as (
      select n.id from ${table} as n where n.id = ${rootId} and n.deleted_at is null
      union
      select c.id from ${table} as c join down on c.${sql.id(parentField)} = down.id where c.deleted_at is null
    ) select down.id from down`;
}

/**
 * A node's ancestors and itself (`depth` 0 is the node, 1 its parent...), deleted ones
 * included: a cycle check must see every link. Bounded at 1000 levels.
 */
export function ancestorsOf(d: EntityDescriptor, ids: readonly number[]) {
  const { parentField } = treeOf(d);
  const table = sql.table(d.table);
  return sql<{
    start: number;
    id: number;
    label: string | null;
    depth: number;
  }>`with recursive up(start, id, parent, label, depth) as (
      select n.id, n.id, n.${sql.id(parentField)}, n.${sql.id(d.labelField)}::text, 0
      from ${table} as n where n.id in (${sql.join([...ids])})
      union
      select up.start, p.id, p.${sql.id(parentField)}, p.${sql.id(d.labelField)}::text, up.depth + 1
      from ${table} as p join up on p.id = up.parent where up.depth < 1000
    ) select start, id, label, depth from up order by start, depth desc`;
}
