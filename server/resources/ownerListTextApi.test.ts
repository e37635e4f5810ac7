import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { INITIAL_PASSWORD_HEADER } from '../sc/importExport/registerImportExportRoutes';
import { XLSX_TYPE } from './parseImportFile';

const EN = { 'accept-language': 'en' };

interface Bookmark {
  id: number;
  title: string;
  url: string;
  owners: string;
  sort: number;
  is_active: boolean;
}

/** The cells of a CSV export's lines (no quoted commas in these rows but the owners cell). */
function csvRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '')))
    .map((cells) => cells.slice(0, -1));
}

describe.each(testDatabaseTargets())('owner lists in descriptor exports and imports on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  const ids = { sal: 0, managers: 0 };
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
    const db = t.server.ctx.db;
    ids.sal = (
      await db.selectFrom('departments').select('id').where('code', '=', 'SAL').executeTakeFirstOrThrow()
    ).id;
    ids.managers = (
      await db.selectFrom('groups').select('id').where('name', '=', '主管群組').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  const as = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.request({
      method,
      url,
      headers: { ...bearer(admin.token), ...EN, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const upload = (mode: string, body: string | Buffer, type = 'text/csv') =>
    as('POST', `/api/sc/bookmark/import?mode=${mode}`, body, { 'content-type': type });
  const bookmark = async (id: number) => (await as('GET', `/api/sc/bookmark/${id}`)).json().data as Bookmark;

  it('exports owners by name and imports the file back as "changes nothing"', async () => {
    const created = await as('POST', '/api/sc/bookmark', {
      title: 'Owners round trip',
      url: 'https://example.com/owners',
      owners: `d${ids.sal},g${ids.managers},u${staff.user.id}`,
      sort: 7,
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json().data as Bookmark).id;
    const before = await bookmark(id);
    const everyone = (
      await as('POST', '/api/sc/bookmark', { title: 'For everyone', url: '/wf/use', owners: 'all' })
    ).json().data as Bookmark;

    const csv = await as('GET', '/api/sc/bookmark/export?format=csv');
    expect(csv.statusCode).toBe(200);
    const rows = csvRows(csv.body);
    expect(rows[0]).toContain('Who sees it');
    const ownersAt = rows[0]!.indexOf('Who sees it');
    const staffName = (
      await t.server.ctx.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', staff.user.id)
        .executeTakeFirstOrThrow()
    ).name;
    expect(rows.find((r) => r[0] === String(id))![ownersAt]).toBe(
      `Department: 業務處 (SAL); Group: 主管群組; User: ${staffName} (staff)`,
    );
    expect(rows.find((r) => r[0] === String(everyone.id))![ownersAt]).toBe('Everyone');

    // The same file, written by name, imports back and leaves every owner list as it was.
    const again = await upload('commit', csv.rawPayload);
    expect(again.json()).toMatchObject({ committed: true, create: 0, errors: [] });
    const after = await bookmark(id);
    expect(after.owners).toBe(before.owners);
    expect({ ...after, version: 0, updated_at: '' }).toEqual({ ...before, version: 0, updated_at: '' });
    expect((await bookmark(everyone.id)).owners).toBe('all');

    // XLSX, in Japanese: the kind words of another language read back too.
    const xlsx = await as('GET', '/api/sc/bookmark/export?format=xlsx', undefined, {
      'accept-language': 'jp',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const texts: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      row.eachCell((cell) => texts.push(String(cell.value)));
    });
    expect(texts).toContain(`部署: 業務處 (SAL); グループ: 主管群組; ユーザー: ${staffName} (staff)`);
    const fromJapanese = await upload('dry-run', xlsx.rawPayload, XLSX_TYPE);
    expect(fromJapanese.json()).toMatchObject({ create: 0, errors: [] });
  });

  it('refuses a name that fits no owner or several, with the row and a translated message', async () => {
    // Two people of one name: only their accounts tell them apart.
    const people = await t.request({
      method: 'POST',
      url: '/api/sc/user/import?mode=commit',
      headers: {
        ...bearer(admin.token),
        ...EN,
        'content-type': 'text/csv',
        [INITIAL_PASSWORD_HEADER]: encodeURIComponent('Welcome-2026'),
      },
      payload: 'account,name,primary_department\ntwin1,Twin Person,SAL\ntwin2,Twin Person,SAL\n',
    });
    expect(people.json()).toMatchObject({ committed: true, create: 2 });
    const file = [
      'title,url,owners',
      '"Fine","/a","Department: SAL; User: Twin Person (twin2)"',
      '"Nobody","/b","Department: 業務處 (SAL); Department: Atlantis"',
      '"Two people","/c","User: Twin Person"',
      `"Raw","/d","d${ids.sal}, u${staff.user.id}"`,
    ].join('\n');
    const res = await upload('dry-run', file);
    expect(res.json()).toMatchObject({ total: 4, create: 2 });
    expect(res.json().errors).toEqual([
      {
        row: 3,
        field: 'owners',
        message: '"Department: Atlantis" in Who sees it is no department, group or user.',
      },
      {
        row: 4,
        field: 'owners',
        message:
          '"User: Twin Person" in Who sees it fits several owners: write a department with its code, e.g. "Department: Sales (SAL)", and a user with the account, e.g. "User: Ada Lovelace (ada)".',
      },
    ]);
    const commit = await upload('commit', file);
    expect(commit.statusCode).toBe(422);
    const titles = ((await as('GET', '/api/sc/bookmark?per_page=100')).json().data as Bookmark[]).map(
      (b) => b.title,
    );
    expect(titles).not.toContain('Fine');
  });
});
