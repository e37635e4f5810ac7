import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { planSchemaSync, type SchemaChange } from './planSchemaSync';

/** Thrown when a descriptor change could lose data: the message says which descriptor, field and what to do. */
export class UnsafeSchemaChange extends Error {
  constructor(readonly refusals: string[]) {
    super(`The database was not changed, because:\n${refusals.map((r) => `- ${r}`).join('\n')}`);
    this.name = 'UnsafeSchemaChange';
  }
}

/**
 * Brings the entity tables in line with the descriptors, in one transaction,
 * and records each change in `schema_sync_history` (the descriptor side of the
 * migration history; hand-written migrations are in kysely_migration).
 */
export async function syncEntitySchema(
  db: Kysely<Database>,
  descriptors: readonly EntityDescriptor[],
): Promise<SchemaChange[]> {
  await sql`
    create table if not exists schema_sync_history (
      id serial primary key,
      entity text not null,
      change text not null,
      statement text not null,
      applied_at timestamptz not null default now()
    )`.execute(db);
  const plan = await planSchemaSync(db, descriptors);
  if (plan.refusals.length > 0) throw new UnsafeSchemaChange(plan.refusals);
  if (plan.changes.length === 0) return [];
  await db.transaction().execute(async (trx) => {
    for (const change of plan.changes) {
      await sql.raw(change.sql).execute(trx);
      await sql`insert into schema_sync_history (entity, change, statement) values (${change.entity}, ${change.change}, ${change.sql})`.execute(
        trx,
      );
    }
  });
  return plan.changes;
}
