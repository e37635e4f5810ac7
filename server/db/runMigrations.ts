import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './DatabaseSchema';
import { MIGRATIONS } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database up to the latest migration; throws with the failing migration's id. */
export async function runMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${detail}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
