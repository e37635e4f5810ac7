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
    const { rows } = await sql<{
      id: number;
    }>`select id from ${sql.table(d.table)} where deleted_at is null order by id limit ${owners.length}`.execute(
      db,
    );
    for (const [i, row] of rows.entries()) await ownRow(db, d, row.id, owners[i]!.user.id, departments[i]!);
  }
}

/** Makes a row the user's: its first owning-user column, and its department column if it has one. */
export async function ownRow(
  db: Kysely<Database>,
  d: EntityDescriptor,
  id: number,
  userId: number,
  departmentId: number,
): Promise<void> {
  const column = d.ownership?.users?.[0];
  if (!column) return;
  const department = d.ownership?.department;
  await sql`update ${sql.table(d.table)} set ${sql.id(column)} = ${userId}
    ${department ? sql`, ${sql.id(department)} = ${departmentId}` : sql``}
    where id = ${id}`.execute(db);
}
