import { type RawBuilder, sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';

/** Who is asking, as access lists see them: their owner references (`u5`, `d3`, `g2`; ownersOfUser). */
export interface AccessCaller {
  owners: readonly string[];
}

function ownersArray(owners: readonly string[]): RawBuilder<unknown> {
  return owners.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join([...owners])}]::text[]`;
}

/** Whether the row `alias` holds a grant of at least `rank` for one of the owners. */
function granted(
  d: EntityDescriptor,
  rank: number,
  owners: RawBuilder<unknown>,
  alias: string,
): RawBuilder<unknown> {
  return sql`exists (select 1 from access_entries as ae where ae.entity = ${d.id}
    and ae.record_id = ${sql.id(alias)}.id and ae.owner = any(${owners}) and ae.level >= ${rank})`;
}

/** Whether the row `alias` keeps its parent's grants (its inheritance is not broken). */
function inherits(d: EntityDescriptor, alias: string): RawBuilder<unknown> {
  return sql`not exists (select 1 from access_breaks as ab where ab.entity = ${d.id} and ab.record_id = ${sql.id(alias)}.id)`;
}

/**
 * The ids of a tree entity's rows reached at `rank`: the rows granted to the caller, and down
 * from them every row that inherits (a recursive walk over the tree, which stops at a broken
 * inheritance). Deleted rows are reached as live ones are, so whoever may delete a folder may
 * restore it; which rows are live is each door's own filter. Folders number in the thousands, so the walk is cheap and PostgreSQL
 * runs it once per query (an uncorrelated subquery).
 */
function treeReach(d: EntityDescriptor, rank: number, owners: RawBuilder<unknown>): RawBuilder<unknown> {
  const parentField = d.tree?.parentField as string;
  const table = sql.table(d.table);
  return sql`with recursive reach(id) as (
      select r.id from ${table} as r where ${granted(d, rank, owners, 'r')}
      union
      select c.id from ${table} as c join reach on c.${sql.id(parentField)} = reach.id
      where ${inherits(d, 'c')}
    ) select id from reach`;
}

/**
 * The SQL condition (on the entity's table aliased `alias`) that keeps the rows an access list
 * lets the caller reach at `rank` (1 read, 2 edit, 3 manage): a row granted to them, or one that
 * inherits from a parent row they reach at that rank. The one place access lists become SQL:
 * rowScopeOf ANDs it into every door (list, record, export, pick list, files, audit), as it does
 * a row scope.
 */
export function accessCondition(
  d: EntityDescriptor,
  rank: number,
  caller: AccessCaller,
  registry: ReadonlyMap<string, EntityDescriptor>,
  alias = 't',
): RawBuilder<unknown> {
  const owners = ownersArray(caller.owners);
  if (d.tree) return sql`${sql.id(alias)}.id in (${treeReach(d, rank, owners)})`;
  const parentField = d.access?.parent;
  const field = parentField ? (d.fields as Record<string, FieldDescriptor>)[parentField] : undefined;
  const parent = registry.get(field?.reference ?? '');
  const own = granted(d, rank, owners, alias);
  if (!parentField || !parent?.access) return own;
  const parentReach = parent.tree
    ? treeReach(parent, rank, owners)
    : sql`select p.id from ${sql.table(parent.table)} as p where ${accessCondition(parent, rank, caller, registry, 'p')}`;
  return sql`(${own} or (${inherits(d, alias)} and ${sql.id(alias)}.${sql.id(parentField)} in (${parentReach})))`;
}
