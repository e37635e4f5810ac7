import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseTargets } from '../../../tests/support/testDatabases';
import type { Database } from '../DatabaseSchema';
import type { OpenedDatabase } from '../openDatabase';
import { runMigrations } from '../runMigrations';
import { MIGRATIONS } from './index';

/** A database at migration 0003, as an installation of the previous release has it. */
async function beforeMigration(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error } = await migrator.migrateTo('0003_audit_log');
  if (error) throw error;
}

describe.each(testDatabaseTargets())(
  'migration 0004: job positions for the descriptor runtime on $name',
  (target) => {
    let opened: OpenedDatabase | undefined;
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });

    it('keeps existing positions valid: version 1, last changed when created', async () => {
      opened = await openTestDatabase(target);
      const { db } = opened;
      await beforeMigration(db);
      await sql`insert into job_positions (name, rank, created_at) values ('Director', 90, '2024-01-02T03:04:05Z')`.execute(
        db,
      );
      await runMigrations(db);
      const row = await db.selectFrom('job_positions').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Director',
        rank: 90,
        version: 1,
        description: null,
        created_by: null,
      });
      expect(row.updated_at.toISOString()).toBe('2024-01-02T03:04:05.000Z');
    });

    it('stops, changing nothing, when a name is longer than the descriptor allows', async () => {
      opened = await openTestDatabase(target);
      const { db } = opened;
      await beforeMigration(db);
      await sql`insert into job_positions (name, rank) values (${'x'.repeat(101)}, 1)`.execute(db);
      await expect(runMigrations(db)).rejects.toThrow(/longer than 100 characters/);
      const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'job_positions'`.execute(db);
      expect(columns.rows.map((c) => c.column_name)).not.toContain('version');
    });
  },
);
