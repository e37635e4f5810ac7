import { sql } from 'kysely';
import { type AccessLevel, accessLevelOfRank, accessRank } from '../../../schemas/core/accessLevels';
import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Executor } from '../../db/Executor';
import { accessParentField } from './checkAccessParent';

/** One grant of an access list. */
export interface AccessEntry {
  /** An owner reference: `u5` a person, `d3` a department (and those below), `g2` a group. */
  owner: string;
  level: AccessLevel;
}

/** A grant a row has from a row above it, and which row that is. */
export interface InheritedEntry extends AccessEntry {
  from: { entity: string; id: number; label: string | null };
}

/** A row's access list as its screens show it. */
export interface AccessListView {
  /** Whether the row keeps the grants of the rows above it. */
  inherit: boolean;
  entries: AccessEntry[];
  /** The grants from above (empty when `inherit` is false), nearest row first. */
  inherited: InheritedEntry[];
}

/** The row an entity's row inherits from, if any: its entity and id. */
function parentOf(
  d: EntityDescriptor,
  row: Record<string, unknown>,
  registry: ReadonlyMap<string, EntityDescriptor>,
): { entity: EntityDescriptor; id: number } | null {
  const field = accessParentField(d);
  const id = field ? row[field] : null;
  if (id === null || id === undefined) return null;
  if (d.tree) return { entity: d, id: Number(id) };
  const reference = (d.fields as Record<string, FieldDescriptor>)[field as string]?.reference;
  const entity = registry.get(reference ?? '');
  return entity?.access ? { entity, id: Number(id) } : null;
}

async function ownEntries(db: Executor, entity: string, id: number): Promise<AccessEntry[]> {
  const rows = await db
    .selectFrom('access_entries')
    .select(['owner', 'level'])
    .where('entity', '=', entity)
    .where('record_id', '=', id)
    .orderBy('owner')
    .execute();
  return rows.map((r) => ({ owner: r.owner, level: accessLevelOfRank(r.level) }));
}

async function isBroken(db: Executor, entity: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('access_breaks')
    .select('record_id')
    .where('entity', '=', entity)
    .where('record_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A row's access list (docs/guide-access-lists.md): its own grants, whether it inherits, and
 * the grants it inherits, walked up row by row until a row that does not inherit (trees are a
 * few levels deep, so a query per level is cheap).
 */
export async function readAccessList(
  db: Executor,
  d: EntityDescriptor,
  row: Record<string, unknown>,
  registry: ReadonlyMap<string, EntityDescriptor>,
): Promise<AccessListView> {
  const id = Number(row.id);
  const inherit = !(await isBroken(db, d.id, id));
  const inherited: InheritedEntry[] = [];
  let current = inherit ? parentOf(d, row, registry) : null;
  const seen = new Set<string>();
  while (current && !seen.has(`${current.entity.id}:${current.id}`)) {
    seen.add(`${current.entity.id}:${current.id}`);
    const { entity } = current;
    const above = await sql<Record<string, unknown>>`select * from ${sql.table(entity.table)}
      where id = ${current.id} and deleted_at is null`.execute(db);
    const parentRow = above.rows[0];
    if (!parentRow) break;
    const from = {
      entity: entity.id,
      id: current.id,
      label: (parentRow[entity.labelField] as string) ?? null,
    };
    for (const entry of await ownEntries(db, entity.id, current.id)) inherited.push({ ...entry, from });
    current = (await isBroken(db, entity.id, current.id)) ? null : parentOf(entity, parentRow, registry);
  }
  return { inherit, entries: await ownEntries(db, d.id, id), inherited };
}

/** Replaces a row's grants and its inheritance, in the caller's transaction. */
export async function writeAccessList(
  trx: Executor,
  d: EntityDescriptor,
  id: number,
  list: { inherit: boolean; entries: readonly AccessEntry[] },
): Promise<void> {
  await trx.deleteFrom('access_entries').where('entity', '=', d.id).where('record_id', '=', id).execute();
  if (list.entries.length > 0)
    await trx
      .insertInto('access_entries')
      .values(
        list.entries.map((e) => ({
          entity: d.id,
          record_id: id,
          owner: e.owner,
          level: accessRank(e.level),
        })),
      )
      .execute();
  await trx.deleteFrom('access_breaks').where('entity', '=', d.id).where('record_id', '=', id).execute();
  if (!list.inherit) await trx.insertInto('access_breaks').values({ entity: d.id, record_id: id }).execute();
}
