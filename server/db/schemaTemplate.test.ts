import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDeal, testStage } from '../../tests/support/testEntities';
import { openDatabase } from './openDatabase';
import { runMigrations } from './runMigrations';
import { ensureSchemaTemplate, schemaTemplateDir } from './schemaTemplate';

describe('the schema template', () => {
  it('is keyed by the descriptors, and gives a new database its schema but no rows', async () => {
    const entities = [testStage(), testDeal()];
    const other = [testStage()];
    expect(schemaTemplateDir(entities)).not.toBe(schemaTemplateDir(other));
    const template = await ensureSchemaTemplate(entities);
    expect(template && existsSync(path.join(template, 'PG_VERSION'))).toBe(true);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-template-'));
    const opened = await openDatabase({ dataDir, schemaTemplate: template });
    try {
      // Migrations are already applied, and the entity tables exist, empty.
      expect(await runMigrations(opened.db)).toEqual([]);
      const tables = await sql<{ n: number }>`select count(*)::int as n from test_deals`.execute(opened.db);
      expect(tables.rows[0]?.n).toBe(0);
      const users = await opened.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
      await opened.db
        .insertInto('job_positions')
        .values({ name: 'kept', rank: 1, deleted_at: null })
        .execute();
    } finally {
      await opened.close();
    }
    // The copy is independent: the template itself stayed empty.
    const again = await openDatabase({
      dataDir: mkdtempSync(path.join(tmpdir(), 'atrium-template-')),
      schemaTemplate: template,
    });
    try {
      expect(await again.db.selectFrom('job_positions').selectAll().execute()).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
