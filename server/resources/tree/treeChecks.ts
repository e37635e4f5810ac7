import { sql, type Transaction } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Database } from '../../db/DatabaseSchema';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { Row } from '../EntityStore';
import { ancestorsOf, treeOf } from './treeSql';

/**
 * Moves of one tree run one after another (a transaction-scoped advisory lock per table):
 * two moves that are each fine alone (A under B, B under A) cannot both pass their checks.
 */
export async function lockTree(trx: Transaction<Database>, d: EntityDescriptor): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`tree:${d.table}`}))`.execute(trx);
}

function parentTitle(d: EntityDescriptor, lang: Language): string {
  const field = (d.fields as Record<string, FieldDescriptor>)[treeOf(d).parentField];
  return field ? translate(lang, field.title) : treeOf(d).parentField;
}

/**
 * 422 when `values` would put node `id` under itself or one of its descendants. Runs on
 * every update that writes the parent (the edit form and the move call alike).
 */
export async function checkTreeParent(
  trx: Transaction<Database>,
  d: EntityDescriptor,
  id: number,
  values: Row,
  lang: Language,
): Promise<void> {
  if (!d.tree || !Object.hasOwn(values, d.tree.parentField)) return;
  const parent = values[d.tree.parentField];
  if (parent === null || parent === undefined) return;
  await lockTree(trx, d);
  const chain = await ancestorsOf(d, [parent as number]).execute(trx);
  if (parent === id || chain.rows.some((r) => r.id === id)) {
    const message = translate(lang, 'resources:tree.cycle', { attribute: parentTitle(d, lang) });
    throw new ValidationFailed(message, { [d.tree.parentField]: [message] });
  }
}

/** The place of a new node when none is given: after its last sibling. */
export async function nextTreeOrder(
  trx: Transaction<Database>,
  d: EntityDescriptor,
  values: Row,
): Promise<Row> {
  if (!d.tree || values[d.tree.orderField] !== undefined) return values;
  const { parentField, orderField } = d.tree;
  const parent = (values[parentField] ?? null) as number | null;
  const same = parent === null ? sql`is null` : sql`= ${parent}`;
  const result = await sql<{ next: number }>`
    select coalesce(max(${sql.id(orderField)}) + 1, 0)::int as next from ${sql.table(d.table)}
    where ${sql.id(parentField)} ${same} and deleted_at is null`.execute(trx);
  return { ...values, [orderField]: result.rows[0]?.next ?? 0 };
}

/**
 * The places of a batch of new nodes (seeding, createManyIn): each row without an order goes
 * after its last sibling, those of one parent in the batch's order.
 */
export async function nextTreeOrders(
  trx: Transaction<Database>,
  d: EntityDescriptor,
  rows: readonly Row[],
): Promise<Row[]> {
  if (!d.tree) return [...rows];
  const { parentField, orderField } = d.tree;
  const next = new Map<number | null, number>();
  const out: Row[] = [];
  for (const row of rows) {
    if (row[orderField] !== undefined) {
      out.push(row);
      continue;
    }
    const parent = (row[parentField] ?? null) as number | null;
    const place =
      next.get(parent) ?? ((await nextTreeOrder(trx, d, { [parentField]: parent }))[orderField] as number);
    next.set(parent, place + 1);
    out.push({ ...row, [orderField]: place });
  }
  return out;
}

/**
 * Deleting a node that still has live children is refused (422; docs/decisions.md): a
 * child is deleted first, or moved, unless it is deleted in the same call. Restoring a
 * node whose parent is deleted is refused too, unless the parent is restored with it.
 */
export async function checkTreeDeletion(
  trx: Transaction<Database>,
  d: EntityDescriptor,
  ids: readonly number[],
  deleted: boolean,
  lang: Language,
): Promise<void> {
  if (!d.tree || ids.length === 0) return;
  const { parentField } = d.tree;
  const table = sql.table(d.table);
  const list = sql.join([...ids]);
  if (deleted) {
    const rows = await sql<{ label: string; n: number }>`
      select p.${sql.id(d.labelField)}::text as label, count(*)::int as n
      from ${table} as c join ${table} as p on p.id = c.${sql.id(parentField)}
      where c.${sql.id(parentField)} in (${list}) and c.deleted_at is null and c.id not in (${list})
      group by p.id, p.${sql.id(d.labelField)} order by p.id limit 1`.execute(trx);
    const first = rows.rows[0];
    if (first) {
      const message = translate(lang, 'resources:tree.hasChildren', { name: first.label, count: first.n });
      throw new ValidationFailed(message, { id: [message] });
    }
    return;
  }
  const rows = await sql<{ label: string }>`
    select p.${sql.id(d.labelField)}::text as label
    from ${table} as c join ${table} as p on p.id = c.${sql.id(parentField)}
    where c.id in (${list}) and p.deleted_at is not null and p.id not in (${list}) order by p.id limit 1`.execute(
    trx,
  );
  const first = rows.rows[0];
  if (first) {
    const message = translate(lang, 'resources:tree.parentDeleted', { name: first.label });
    throw new ValidationFailed(message, { [parentField]: [message] });
  }
}
