import { type Kysely, sql } from 'kysely';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Database } from '../../../server/db/DatabaseSchema';
import { fillEntity } from '../../../server/seed/fillEntity';
import type { TestServer } from '../../support/startTestServer';
import type { MatrixUsers } from './createMatrixUsers';

/**
 * Live rows each entity needs: some for every check, and for owned ones two for each matrix
 * user plus three left to the demo's owners; line items (`ownership.through`) three per document.
 */
const SOME = 3;
const OWNED = 9;
const THROUGH = 3 * OWNED;

/**
 * Gives every entity a few rows (synthetic ones, fillEntity, where the demo has fewer), and the
 * matrix's users rows of every entity whose descriptor names owning users: of the first live rows
 * by id, two go to the probe, two to their peer, two to the user below (and their departments,
 * where the descriptor names a department column); the rest keep their demo owners, who sit
 * outside the matrix's departments. Line items follow their documents, spread over all of them.
 */
export async function assignMatrixOwners(t: TestServer, users: MatrixUsers): Promise<void> {
  const { db, resources } = t.server.ctx;
  const owners = [users.probe, users.probe, users.peer, users.peer, users.below, users.below];
  const { top, sub } = users.departments;
  const departments = [top, top, top, top, sub, sub];
  const descriptors = resources.descriptors as readonly EntityDescriptor[];
  const atLeast = async (d: EntityDescriptor, rows: number) => {
    const { rows: counted } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(d.table)} where deleted_at is null`.execute(db);
    const have = Number(counted[0]?.n);
    if (have < rows) await fillEntity(db, resources, d.id, rows - have);
  };
  // Documents before their line items, so the lines spread over every document.
  for (const d of descriptors) await atLeast(d, d.ownership?.users ? OWNED : SOME);
  for (const d of descriptors) if (d.ownership?.through) await atLeast(d, THROUGH);
  for (const d of descriptors) {
    const column = d.ownership?.users?.[0];
    if (!column) continue;
    // Columns that are unique together with the owner (one balance per employee and leave type),
    // as the table's own entity declares them: no two rows given to one owner may share them.
    const tableOwner = descriptors.find((x) => x.id === d.sameTableAs) ?? d;
    const groups = (tableOwner.uniqueTogether ?? [])
      .filter((g) => g.includes(column))
      .map((g) => g.filter((c) => c !== column));
    const others = [...new Set(groups.flat())];
    const { rows } = await sql<Record<string, unknown> & { id: number }>`
      select id${sql.raw(others.map((c) => `, "${c}"`).join(''))} from ${sql.table(d.table)}
      where deleted_at is null order by id limit ${groups.length > 0 ? 200 : owners.length}`.execute(db);
    const keys = new Map<number, Set<string>>();
    const used = new Set<number>();
    for (const [i, owner] of owners.entries()) {
      let mine = keys.get(owner.user.id);
      if (!mine) {
        // What the owner holds already counts too (a demo user's own balances).
        const held = await sql<Record<string, unknown>>`
          select ${sql.raw(others.map((c) => `"${c}"`).join(', ') || '1')} from ${sql.table(d.table)}
          where deleted_at is null and ${sql.id(column)} = ${owner.user.id}`.execute(db);
        mine = new Set(held.rows.flatMap((r) => groups.map((g) => JSON.stringify(g.map((c) => r[c])))));
      }
      const fits = (row: Record<string, unknown>) =>
        groups.every((g) => !mine.has(JSON.stringify(g.map((c) => row[c]))));
      const row = rows.find((r) => !used.has(r.id) && fits(r));
      if (!row) break;
      used.add(row.id);
      for (const g of groups) mine.add(JSON.stringify(g.map((c) => row[c])));
      keys.set(owner.user.id, mine);
      await ownRow(db, d, row.id, owner.user.id, departments[i]!);
    }
  }
  for (const d of descriptors) if (d.access) await shareWithProbe(db, d, users.probe.user.id);
}

/**
 * Access lists (docs/guide-access-lists.md): the probe manages every live row of the entity but
 * the last, which inherits nothing and is granted to nobody, so every door must leave it out.
 */
async function shareWithProbe(db: Kysely<Database>, d: EntityDescriptor, probeId: number): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    select id from ${sql.table(d.table)} where deleted_at is null order by id`.execute(db);
  const ids = rows.map((r) => Number(r.id));
  const hidden = ids.pop();
  for (const id of ids) await ownRow(db, d, id, probeId, 0);
  if (hidden === undefined) return;
  await sql`insert into access_breaks (entity, record_id) values (${d.id}, ${hidden}) on conflict do nothing`.execute(
    db,
  );
  await sql`delete from access_entries where entity = ${d.id} and record_id = ${hidden}`.execute(db);
}

/**
 * Makes a row the user's: its first owning-user column, and its department column if it has one;
 * on an entity with an access list, a manage grant to the user.
 */
export async function ownRow(
  db: Kysely<Database>,
  d: EntityDescriptor,
  id: number,
  userId: number,
  departmentId: number,
): Promise<void> {
  if (d.access)
    await sql`insert into access_entries (entity, record_id, owner, level) values (${d.id}, ${id}, ${`u${userId}`}, 3)
      on conflict (entity, record_id, owner) do update set level = 3`.execute(db);
  const column = d.ownership?.users?.[0];
  if (!column) return;
  const department = d.ownership?.department;
  await sql`update ${sql.table(d.table)} set ${sql.id(column)} = ${userId}
    ${department ? sql`, ${sql.id(department)} = ${departmentId}` : sql``}
    where id = ${id}`.execute(db);
}
