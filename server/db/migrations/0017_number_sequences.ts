import { type Kysely, sql } from 'kysely';

/**
 * Counters for the numbers a module gives its records (issue 17, server/db/takeSequenceValue.ts):
 * the last value taken per scope (`dm.dispatch`) and key (a dispatch type and year). A module
 * increments its row with an upsert inside the transaction that writes the record, which holds
 * the row's lock until it ends, so numbers neither repeat nor skip. The sign-off's and the
 * vouchers' counters (0012, 0014) predate it and keep their own tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table number_sequences (
      scope text not null,
      key text not null,
      last_value integer not null,
      primary key (scope, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists number_sequences`.execute(db);
}
