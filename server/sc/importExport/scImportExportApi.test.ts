import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { XLSX_TYPE } from '../../resources/parseImportFile';
import { INITIAL_PASSWORD_HEADER } from './registerImportExportRoutes';
import { xlsxOf } from '../../../tests/support/xlsxOf';

const EN = { 'accept-language': 'en' };
const USER_HEADER =
  'account,name,email,language,active,primary_department,job_position,other_departments,groups';

interface Report {
  total: number;
  create: number;
  update: number;
  deactivate: number;
  unchanged: number;
  committed: boolean;
  errors: Array<{ row: number; field: string; message: string }>;
  changes: Array<{
    row: number;
    key: string;
    action: string;
    changes: Array<{ field: string; before: string; after: string }>;
  }>;
}

async function rowsOfXlsx(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const out: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= 10; c++) cells.push(String(row.getCell(c).value ?? ''));
    out.push(cells);
  });
  return out;
}

describe.each(testDatabaseTargets())('department and user import/export on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const upload = (
    kind: 'department' | 'user',
    mode: string,
    body: string | Buffer,
    options: { who?: SignedIn; type?: string; accept?: string; password?: string } = {},
  ) =>
    t.request({
      method: 'POST',
      url: `/api/sc/${kind}/import?mode=${mode}`,
      headers: {
        ...bearer((options.who ?? admin).token),
        ...EN,
        'content-type': options.type ?? 'text/csv',
        accept: options.accept ?? 'application/json',
        ...(options.password ? { [INITIAL_PASSWORD_HEADER]: encodeURIComponent(options.password) } : {}),
      },
      payload: body,
    });
  const exported = (kind: 'department' | 'user', format: 'csv' | 'xlsx', who = admin) =>
    t.request({
      method: 'GET',
      url: `/api/sc/${kind}/export?format=${format}`,
      headers: { ...bearer(who.token), ...EN },
    });
  const userCount = async () => (await exported('user', 'csv')).body.trim().split('\n').length - 1;

  it('exports departments as CSV with codes, parent codes and levels, parents first', async () => {
    const res = await exported('department', 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Code,Name,Parent code,Level,Sort,Active');
    expect(lines[1]).toMatch(/^HQ,Atrium 示範公司,,公司,\d+,true$/);
    expect(lines.find((l) => l.startsWith('HR,'))).toMatch(/^HR,人力資源課,ADM,課,\d+,true$/);
    expect(lines.findIndex((l) => l.startsWith('ADM,'))).toBeLessThan(
      lines.findIndex((l) => l.startsWith('HR,')),
    );
  });

  it('exports users as XLSX with the primary department, job position, other departments and groups', async () => {
    const res = await exported('user', 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const rows = await rowsOfXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      'Account',
      'Name',
      'Email',
      'Phone',
      'Language',
      'Active',
      'Primary department',
      'Job position',
      'Other departments',
      'Groups',
    ]);
    const manager = rows.find((r) => r[0] === 'manager')!;
    expect(manager[5]).toBe('true');
    expect(manager[6]).toBe('SAL');
    expect(manager[8]).toBe('HR');
    expect(rows).toHaveLength(31);
  });

  it('refuses export and import without the rights (403)', async () => {
    expect((await exported('user', 'csv', staff)).statusCode).toBe(403);
    expect((await exported('department', 'xlsx', staff)).statusCode).toBe(403);
    expect((await upload('department', 'dry-run', 'code,name\nX1,X\n', { who: staff })).statusCode).toBe(403);
    expect((await upload('user', 'dry-run', 'account,name\nx1,X\n', { who: staff })).statusCode).toBe(403);
  });

  it('refuses malformed files with 422 and a clear message', async () => {
    const pdf = await upload(
      'user',
      'dry-run',
      Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe, 0x00, 0x01]),
      {
        type: 'application/pdf',
      },
    );
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().message).toBe('The file is not an XLSX or CSV file.');
    const zip = await upload('user', 'dry-run', Buffer.from('PK\u0003\u0004 not a workbook'), {
      type: XLSX_TYPE,
    });
    expect(zip.statusCode).toBe(422);
    expect(zip.json().errors.file[0]).toBe('The file could not be read as XLSX.');
    const headers = await upload('department', 'dry-run', 'code,colour\nX,red\n');
    expect(headers.statusCode).toBe(422);
    expect(headers.json().message).toBe('Unknown column "colour". The column "Name" is missing.');
    const sheet = await xlsxOf([
      ['Account', 'Nickname'],
      ['a1', 'b'],
    ]);
    const xlsxHeaders = await upload('user', 'dry-run', sheet, { type: XLSX_TYPE });
    expect(xlsxHeaders.statusCode).toBe(422);
    expect(xlsxHeaders.json().message).toBe('Unknown column "Nickname". The column "Name" is missing.');
    const empty = await upload('department', 'commit', 'code,name\n');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('The file has no data rows.');
    const nothing = await upload('department', 'dry-run', '');
    expect(nothing.statusCode).toBe(422);
  });

  it('dry-runs departments: a diff of creates, changes and deactivations, writing nothing', async () => {
    const csv = [
      'Code,Name,Parent code,Level,Active',
      'sal,Sales Division,HQ,事業處,true', // existing SAL, renamed (code matched case-insensitively)
      'SE,業務一課,SAL,課,false', // deactivated
      'NEW1,New section,SAL,3,true', // level by depth
      'NEW2,New sub-team,NEW1,,true', // parent from the file
    ].join('\n');
    const res = await upload('department', 'dry-run', csv);
    expect(res.statusCode).toBe(200);
    const report = res.json() as Report;
    expect(report).toMatchObject({
      total: 4,
      create: 2,
      update: 1,
      deactivate: 1,
      unchanged: 0,
      errors: [],
      committed: false,
    });
    expect(report.changes.find((c) => c.key === 'SAL')).toEqual({
      row: 2,
      key: 'SAL',
      action: 'update',
      changes: [{ field: 'name', before: '業務處', after: 'Sales Division' }],
    });
    expect(report.changes.find((c) => c.key === 'SE')?.changes).toEqual([
      { field: 'active', before: 'true', after: 'false' },
    ]);
    expect(report.changes.find((c) => c.key === 'NEW2')).toMatchObject({
      action: 'create',
      changes: [
        { field: 'name', before: '', after: 'New sub-team' },
        { field: 'parent_code', before: '', after: 'NEW1' },
      ],
    });
    expect((await exported('department', 'csv')).body).not.toContain('NEW1');
  });

  it('reports hierarchy errors: a cycle, a missing parent, a level not below the parent', async () => {
    const csv = [
      'code,name,parent_code,level',
      'C1,Cycle one,C2,',
      'C2,Cycle two,C1,',
      'ORPHAN,Orphan,NOPE,',
      'FLAT,Flat,HQ,公司',
      'C1,Again,,',
    ].join('\n');
    const report = (await upload('department', 'dry-run', csv)).json() as Report;
    expect(report.errors).toEqual([
      { row: 2, field: 'parent_code', message: 'The parent codes form a cycle.' },
      { row: 3, field: 'parent_code', message: 'The parent codes form a cycle.' },
      {
        row: 4,
        field: 'parent_code',
        message: 'The parent code "NOPE" is neither in the file nor an existing department.',
      },
      { row: 5, field: 'level', message: "The level must be deeper than the parent department's (depth 1)." },
      { row: 6, field: 'code', message: 'Already in row 2 of the file.' },
    ]);
    // Rows with problems change nothing until fixed: not in the diff, not counted as unchanged.
    expect(report).toMatchObject({
      total: 5,
      create: 0,
      update: 0,
      deactivate: 0,
      unchanged: 0,
      changes: [],
    });
    const commit = await upload('department', 'commit', csv);
    expect(commit.statusCode).toBe(422);
    expect((await exported('department', 'csv')).body).not.toContain('Cycle one');
  });

  it('commits departments in one go, audits each record, and the export reads back the same', async () => {
    const csv = [
      'code,name,parent_code,level,sort,active',
      'IMP1,Imported one,RND,課,5,true',
      'IMP2,Imported two,IMP1,,0,true',
    ].join('\n');
    const res = await upload('department', 'commit', csv, { type: 'text/plain' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ committed: true, create: 2, errors: [] });
    const lines = (await exported('department', 'csv')).body.trim().split('\n');
    expect(lines).toContain('IMP1,Imported one,RND,課,5,true');
    expect(lines).toContain('IMP2,Imported two,IMP1,,0,true');
    // The export imports back as "nothing changes".
    const again = (
      await upload('department', 'dry-run', (await exported('department', 'xlsx')).rawPayload, {
        type: XLSX_TYPE,
      })
    ).json() as Report;
    expect(again).toMatchObject({ create: 0, update: 0, deactivate: 0, errors: [] });
    expect(again.unchanged).toBe(again.total);
    const all = await t.request({
      method: 'GET',
      url: '/api/sc/department/all',
      headers: bearer(admin.token),
    });
    const imported = (all.json().data as Array<{ id: number; code: string }>).find((d) => d.code === 'IMP1')!;
    const audit = await t.request({
      method: 'GET',
      url: `/api/sc/department/${imported.id}/audit`,
      headers: bearer(admin.token),
    });
    expect(audit.json().data).toMatchObject([
      { action: 'import.create', before: null, after: { code: 'IMP1' } },
    ]);
  });

  it('dry-runs users: every row error with its row, column and translated message', async () => {
    const csv = [
      USER_HEADER,
      'newbie1,New One,new1@example.com,en,true,SAL,經理,HR,',
      'bad name!,X,,en,true,SAL,,,',
      'newbie2,,nope,xx,maybe,NOPE,Chief,ZZZ,Nobody',
      'NEWBIE1,Dup,,tw,true,SAL,,,',
      'admin,系統管理員,admin@atrium.example,tw,false,HQ,總經理,,',
    ].join('\n');
    const res = await upload('user', 'dry-run', csv);
    expect(res.statusCode).toBe(200);
    const report = res.json() as Report;
    expect(report.create).toBe(1);
    expect(report.errors.map((e) => `${e.row}:${e.field}:${e.message}`)).toEqual([
      '3:account:"bad name!" is not a valid account: letters, digits and . _ - @, 2 to 50 characters.',
      '4:name:This value is required.',
      '4:email:"nope" is not in a valid format.',
      '4:language:"xx" is not a language (tw, en, cn, jp).',
      '4:active:"maybe" is not yes or no (true/false).',
      '4:primary_department:There is no department with the code "NOPE".',
      '4:job_position:There is no job position "Chief".',
      '4:other_departments:There is no department with the code "ZZZ".',
      '4:groups:There is no group "Nobody".',
      '5:account:Already in row 2 of the file.',
      '6:active:You cannot deactivate your own account.',
    ]);
  });

  it('commits nothing when one row of 9,000 is wrong (the last one)', async () => {
    const before = await userCount();
    const lines = [USER_HEADER];
    for (let i = 1; i < 9000; i++) lines.push(`bulk${i},Bulk ${i},,en,true,RND,,,`);
    lines.push('bulk9000,Bulk 9000,,en,true,NOPE,,,');
    const res = await upload('user', 'commit', lines.join('\n'), { password: 'Welcome-2026' });
    expect(res.statusCode).toBe(422);
    const report = res.json() as Report;
    expect(report.errors).toEqual([
      { row: 9001, field: 'primary_department', message: 'There is no department with the code "NOPE".' },
    ]);
    expect(report.committed).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it('commits users with one initial password, changes and deactivates by account, streams progress', async () => {
    const csv = [
      USER_HEADER,
      'imported1,Imported One,imp1@example.com,en,true,RND,專員,HR,主管群組',
      'Imported2,Imported Two,,jp,true,SE,,,',
      'USER01,Renamed User,,tw,true,SAL,,,',
      'user02,,,,false,,,,',
    ].join('\n');
    const dry = (await upload('user', 'dry-run', csv)).json() as Report;
    // user02's empty cells: a present column's empty cell clears, and a name and a department are required.
    expect(dry.errors.map((e) => `${e.row}:${e.field}:${e.message}`)).toEqual([
      '5:name:This value is required.',
      '5:primary_department:This value is required.',
    ]);
    const fixed = csv.replace('user02,,,,false,,,,', 'user02,User Two,,,false,HQ,,,');
    const noPassword = await upload('user', 'commit', fixed);
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.password[0]).toBe(
      'The file creates users: choose their initial password.',
    );

    const streamed = await upload('user', 'commit', fixed, {
      password: 'Welcome-2026',
      accept: 'application/x-ndjson',
    });
    const events = streamed.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { progress?: unknown; status?: number; result?: Report });
    expect(events.at(-1)).toMatchObject({
      status: 200,
      result: { committed: true, create: 2, update: 1, deactivate: 1 },
    });
    expect(events.some((e) => e.progress)).toBe(true);
    // A committed import is a bulk write: the planner's statistics count the rows it left
    // (ANALYZE sets pg_class.reltuples; inserts alone leave it as it was).
    const { db } = t.server.ctx;
    const counted = await sql<{ reltuples: number; n: number }>`
      select c.reltuples::int as reltuples, (select count(*)::int from users) as n
      from pg_class c where c.oid = 'users'::regclass`.execute(db);
    expect(counted.rows[0]!.reltuples).toBe(counted.rows[0]!.n);

    const signedIn = await t.signIn('IMPORTED1', 'Welcome-2026');
    expect(signedIn.user.account).toBe('imported1');
    const rows = (await exported('user', 'csv')).body.trim().split('\n');
    expect(rows).toContain('imported1,Imported One,imp1@example.com,,en,true,RND,專員,HR,主管群組');
    expect(rows.find((r) => r.startsWith('user02,'))).toContain(',false,HQ,');
    expect(rows.find((r) => r.startsWith('user01,'))).toContain('Renamed User');
    const login = await t.request({
      method: 'POST',
      url: '/api/sc/user/login',
      payload: { account: 'user02', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(401);
  });
});
