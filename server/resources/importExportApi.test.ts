import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { testDeal, testStage } from '../../tests/support/testEntities';
import { xlsxOf } from '../../tests/support/xlsxOf';
import { XLSX_TYPE } from './parseImportFile';

const EN = { 'accept-language': 'en' };

describe.each(testDatabaseTargets())('import and export on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [testStage(), testDeal()] });
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const upload = (
    who: SignedIn,
    mode: string,
    body: string | Buffer,
    type = 'text/csv',
    accept = 'application/json',
  ) =>
    t.request({
      method: 'POST',
      url: `/api/cm/test-stage/import?mode=${mode}`,
      headers: { ...bearer(who.token), ...EN, 'content-type': type, accept },
      payload: body,
    });
  const stages = async () =>
    (
      await t.request({
        method: 'GET',
        url: '/api/cm/test-stage?per_page=200&sort=sort',
        headers: bearer(manager.token),
      })
    ).json().data as Array<{
      id: number;
      name: string;
      sort: number;
    }>;

  it('dry-runs a CSV: reports every row error with its row number and field, writes nothing', async () => {
    const csv = 'name,sort\nAlpha,1\n,2\nBeta,x\nAlpha,3\nGamma,4\n';
    const res = await upload(manager, 'dry-run', csv);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ mode: 'dry-run', total: 5, create: 3, update: 0, committed: false });
    expect(report.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '3:name',
      '4:sort',
      '5:name',
    ]);
    expect(await stages()).toEqual([]);
  });

  it('commits nothing when any row is wrong (422 with the report)', async () => {
    const res = await upload(manager, 'commit', 'name,sort\nAlpha,1\nBeta,oops\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveLength(1);
    expect(await stages()).toEqual([]);
  });

  it('commits a clean file in one go, then updates rows by id, with translated headers', async () => {
    const created = await upload(manager, 'commit', 'name,sort\nAlpha,1\nBeta,2\nGamma,3\n');
    expect(created.json()).toMatchObject({ committed: true, create: 3, errors: [] });
    const rows = await stages();
    expect(rows.map((r) => r.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    // A committed import leaves its table analysed: the planner counts the three rows.
    const stats = await sql<{ reltuples: number }>`
      select reltuples::int as reltuples from pg_class where relname = 'test_stages'`.execute(
      t.server.ctx.db,
    );
    expect(stats.rows[0]?.reltuples).toBe(3);
    // Headers may be the field titles in any language (here the untranslated key, as the test descriptors have no strings).
    const update = `id,cm:test.name,sort\n${rows[0]!.id},Alpha Prime,10\n`;
    const updated = await upload(manager, 'commit', update);
    expect(updated.json()).toMatchObject({ committed: true, create: 0, update: 1 });
    expect((await stages()).find((r) => r.id === rows[0]!.id)).toMatchObject({
      name: 'Alpha Prime',
      sort: 10,
    });
    const audit = await t.request({
      method: 'GET',
      url: `/api/cm/test-stage/${rows[0]!.id}/audit`,
      headers: bearer(manager.token),
    });
    expect(audit.json().data.map((a: { action: string }) => a.action)).toEqual(['update', 'import']);
  });

  it('refuses duplicates of a unique field against the table and unknown ids', async () => {
    const res = await upload(manager, 'dry-run', 'id,name\n,Beta\n999999,Delta\n');
    expect(res.json().errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '2:name',
      '3:id',
    ]);
    // In words: the key was once misspelt and the locales' lookup showed it as itself (found
    // by the permission matrix, tests/integration/permissionMatrix).
    expect(res.json().errors[1].message).toBe('Record 999999 does not exist.');
  });

  it('reads XLSX, and refuses unknown columns, empty files and garbage', async () => {
    const ok = await upload(
      manager,
      'dry-run',
      await xlsxOf([
        ['name', 'sort'],
        ['Delta', 4],
        ['Epsilon', 5],
      ]),
      XLSX_TYPE,
    );
    expect(ok.json()).toMatchObject({ total: 2, create: 2, errors: [] });
    const unknown = await upload(manager, 'dry-run', 'name,colour\nZeta,red\n');
    expect(unknown.json().errors).toEqual([{ row: 1, field: 'colour', message: 'Unknown column "colour".' }]);
    expect((await upload(manager, 'dry-run', 'name,sort\n')).json().errors[0].message).toBe(
      'The file has no data rows.',
    );
    const garbage = await upload(
      manager,
      'dry-run',
      Buffer.from('PK\u0003\u0004 not really a zip'),
      XLSX_TYPE,
    );
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.file[0]).toBe('The file could not be read as XLSX.');
  });

  it('streams progress lines when asked for NDJSON', async () => {
    const lines = ['name,sort', ...Array.from({ length: 1200 }, (_, i) => `Bulk ${i},${i}`)].join('\n');
    const res = await upload(manager, 'dry-run', lines, 'text/csv', 'application/x-ndjson');
    const events = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.slice(0, -1).every((e) => e.progress?.total === 1200)).toBe(true);
    expect(events.length).toBeGreaterThan(2);
    expect(events.at(-1)).toMatchObject({ status: 200, result: { total: 1200, create: 1200, errors: [] } });
  });

  it('checks the import right, and the create right for new rows', async () => {
    expect((await upload(staff, 'dry-run', 'name\nX\n')).statusCode).toBe(403);
  });

  it('exports CSV and XLSX of exactly what the list shows, for those with the export right', async () => {
    const csv = await t.request({
      method: 'GET',
      url: '/api/cm/test-stage/export?format=csv&search=Alpha',
      headers: bearer(manager.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="cm-testStage-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,cm:test.name,cm:test.sort');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Alpha Prime']);

    const xlsx = await t.request({
      method: 'GET',
      url: '/api/cm/test-stage/export?format=xlsx&sort=name',
      headers: bearer(manager.token),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const names: string[] = [];
    workbook.worksheets[0]!.eachRow((row, i) => {
      if (i > 1) names.push(String(row.getCell(2).value));
    });
    expect(names).toEqual(['Alpha Prime', 'Beta', 'Gamma']);

    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/cm/test-stage/export?format=pdf',
          headers: bearer(manager.token),
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.request({ method: 'GET', url: '/api/cm/test-stage/export', headers: bearer(staff.token) }))
        .statusCode,
    ).toBe(403);
    // The export round-trips: its file imports back with no errors and no changes of meaning.
    const back = await upload(manager, 'dry-run', csv.rawPayload);
    expect(back.json()).toMatchObject({ errors: [], update: 1, create: 0 });
  });
});
