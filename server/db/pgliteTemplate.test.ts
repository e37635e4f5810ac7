import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite, PGLITE_TEMPLATE, writePgliteTemplate } from './pgliteTemplate';

describe('the embedded database template', () => {
  it('gives a new data folder a working, empty cluster that keeps what is written', async () => {
    if (!existsSync(PGLITE_TEMPLATE)) await writePgliteTemplate();
    const location = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-pglite-')), 'pgdata');
    const first = await openPglite(location);
    const tables = await first.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows[0]?.n).toBe(0);
    await first.exec("create table kept (v text); insert into kept values ('still here')");
    await first.close();

    const again = await openPglite(location);
    const rows = await again.query<{ v: string }>('select v from kept');
    expect(rows.rows).toEqual([{ v: 'still here' }]);
    await again.close();
  });
});
