import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { sql } from 'kysely';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { sanitiseHtml } from './sanitiseHtml';

/** A kind of thing with a four-language name and a rich-text description. */
function testKind(): EntityDescriptor {
  return {
    id: 'cm.testKind',
    module: 'cm',
    title: 'cm:test.kind',
    api: '/api/cm/test-kind',
    table: 'test_kinds',
    permission: 'cm.admin.testKind',
    actions: ['view', 'create', 'edit', 'delete', 'export', 'import'],
    labelField: 'name',
    fields: {
      code: { type: 'string', title: 'cm:test.code', required: true, maxLength: 20, unique: true },
      name: { type: 'i18nText', title: 'cm:test.name', required: true, maxLength: 10 },
      notes: { type: 'html', title: 'cm:test.notes', maxLength: 100 },
    },
    list: {
      columns: ['code', 'name'],
      defaultSort: 'code',
      sortable: ['code', 'name'],
      quickSearch: ['code', 'name'],
    },
  };
}

/** A record pointing at kinds, once and several times: its labels come in the reader's language. */
function testUse(): EntityDescriptor {
  return {
    id: 'cm.testUse',
    module: 'cm',
    title: 'cm:test.use',
    api: '/api/cm/test-use',
    table: 'test_uses',
    permission: 'cm.admin.testUse',
    actions: ['view', 'create', 'import'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'cm:test.subject', required: true },
      kind_id: { type: 'reference', title: 'cm:test.kind', reference: 'cm.testKind' },
      kind_ids: { type: 'references', title: 'cm:test.kinds', reference: 'cm.testKind' },
    },
    list: { columns: ['subject', 'kind_id'], defaultSort: 'subject' },
  };
}

describe.each(testDatabaseTargets())('rich text and four-language labels on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [testKind(), testUse()] });
    manager = await t.signIn('manager');
  });
  afterAll(async () => t.close());

  const as = (lang: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(manager.token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const upload = (mode: string, csv: string) =>
    t.request({
      method: 'POST',
      url: `/api/cm/test-kind/import?mode=${mode}`,
      headers: { ...bearer(manager.token), 'accept-language': 'en', 'content-type': 'text/csv' },
      payload: csv,
    });
  /** The row as stored, read past the API. */
  const stored = async (code: string) =>
    (
      await sql<{
        notes: string | null;
        name: unknown;
      }>`select notes, name from test_kinds where code = ${code}`.execute(t.server.ctx.db)
    ).rows[0];

  const HOSTILE =
    '<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script>' +
    '<a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"><span style="position:fixed">s</span></p>';

  it('strips script, event handlers, javascript: links and styles on create, keeping the formatting', async () => {
    const res = await as('en', 'POST', '/api/cm/test-kind', {
      code: 'A',
      name: { en: 'Annual' },
      notes: HOSTILE,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json().data.notes as string;
    expect(body).toBe('<p>Hi <strong>there</strong><a rel="noopener noreferrer">x</a>s</p>');
    expect((await stored('A'))?.notes).toBe(body);
  });

  it('sanitises on update, and counts maxLength on the sanitised HTML', async () => {
    const created = (
      await as('en', 'POST', '/api/cm/test-kind', { code: 'B', name: { en: 'Bereave' } })
    ).json().data;
    // 57 characters of text and 117 of script: refused raw, accepted once sanitised.
    const padded = `<p>${'x'.repeat(50)}</p><script>${'y'.repeat(100)}</script>`;
    const res = await as('en', 'PUT', `/api/cm/test-kind/${created.id}`, {
      version: created.version,
      notes: padded,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notes).toBe(`<p>${'x'.repeat(50)}</p>`);
    const long = await as('en', 'PUT', `/api/cm/test-kind/${created.id}`, {
      version: res.json().data.version,
      notes: `<p>${'x'.repeat(101)}</p>`,
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['notes']);
  });

  it('keeps headings, lists, tables, https and mailto links and our own images; drops data: and http images', async () => {
    const html =
      '<h2>T</h2><ul><li><em>i</em></li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
      '<a href="mailto:a@b.c" target="_blank">m</a><img src="/api/files/7"><img src="data:image/png;base64,AAAA">' +
      '<img src="http://evil.example/x.png"><blockquote><code>k</code></blockquote>';
    const res = await as('en', 'POST', '/api/cm/test-kind', {
      code: 'C',
      name: { en: 'Comp' },
      notes: '<h2>T</h2><ol start="3"><li><em>i</em> <u>u</u> <s>s</s></li></ol>',
    });
    expect(res.json().data.notes).toBe('<h2>T</h2><ol start="3"><li><em>i</em> <u>u</u> <s>s</s></li></ol>');
    expect(sanitiseHtml(html)).toBe(
      '<h2>T</h2><ul><li><em>i</em></li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
        '<a href="mailto:a@b.c" rel="noopener noreferrer">m</a><img src="/api/files/7" />' +
        '<blockquote><code>k</code></blockquote>',
    );
    expect(sanitiseHtml('<p>  </p><p><br></p>')).toBe('');
  });

  it('sanitises imported rich text too', async () => {
    const csv = `code,name.en,name.tw,notes\nD,Duty,公假,"${HOSTILE.replace(/"/g, '""')}"\n`;
    const res = await upload('commit', csv);
    expect(res.statusCode).toBe(200);
    expect((await stored('D'))?.notes).toBe(
      '<p>Hi <strong>there</strong><a rel="noopener noreferrer">x</a>s</p>',
    );
    expect((await stored('D'))?.name).toEqual({ en: 'Duty', tw: '公假' });
  });

  it('validates labels: only the four languages, strings, maxLength each, at least one language when required', async () => {
    /** The fields a refused create names (a language's problem is named `name.{lang}`). */
    const refused = async (name: unknown) => {
      const res = await as('en', 'POST', '/api/cm/test-kind', { code: 'X', name });
      expect(res.statusCode).toBe(422);
      return Object.keys(res.json().errors);
    };
    expect(await refused({ en: 'ok', de: 'Urlaub' })).toEqual(['name.de']);
    expect(await refused({ en: 42 })).toEqual(['name.en']);
    expect(await refused({ en: 'x'.repeat(11) })).toEqual(['name.en']);
    expect(await refused({ en: '  ', tw: '' })).toEqual(['name']);
    expect(await refused('Annual')).toEqual(['name']);
    const ok = await as('en', 'POST', '/api/cm/test-kind', { code: 'E', name: { tw: ' 事假 ', en: '' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.name).toEqual({ tw: '事假' });
  });

  it("shows the reader's language, falling back to en, then tw", async () => {
    const res = await as('jp', 'POST', '/api/cm/test-kind', {
      code: 'F',
      name: { tw: '喪假', en: 'Funeral' },
    });
    expect(res.json().data.name_label).toBe('Funeral');
    const id = res.json().data.id;
    expect((await as('tw', 'GET', `/api/cm/test-kind/${id}`)).json().data.name_label).toBe('喪假');
    expect((await as('cn', 'GET', `/api/cm/test-kind/${id}`)).json().data.name_label).toBe('Funeral');
    const e = (await as('jp', 'GET', `/api/cm/test-kind?filter[id]=${id}`)).json().data[0];
    expect(e.name_label).toBe('Funeral');
    // Only tw: every reader sees it.
    const tw = (await as('jp', 'GET', '/api/cm/test-kind?search=事假')).json().data[0];
    expect(tw.name_label).toBe('事假');
  });

  it('gives reference labels and pick lists in the reader language', async () => {
    const kinds = (await as('en', 'GET', '/api/cm/test-kind/all')).json().data as Array<{
      id: number;
      code: string;
      name_label: string;
    }>;
    const f = kinds.find((k) => k.code === 'F')!;
    const e = kinds.find((k) => k.code === 'E')!;
    expect(f.name_label).toBe('Funeral');
    expect(
      (await as('tw', 'GET', '/api/cm/test-kind/all'))
        .json()
        .data.find((k: { code: string }) => k.code === 'F').name_label,
    ).toBe('喪假');
    const use = await as('tw', 'POST', '/api/cm/test-use', {
      subject: 'S',
      kind_id: f.id,
      kind_ids: [e.id, f.id],
    });
    expect(use.statusCode).toBe(201);
    expect(use.json().data).toMatchObject({ kind_id_label: '喪假', kind_ids_labels: ['事假', '喪假'] });
    const en = (await as('en', 'GET', `/api/cm/test-use/${use.json().data.id}`)).json().data;
    expect(en).toMatchObject({ kind_id_label: 'Funeral', kind_ids_labels: ['事假', 'Funeral'] });
  });

  it('imports references named by a label in any of its languages', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/cm/test-use/import?mode=commit',
      headers: { ...bearer(manager.token), 'accept-language': 'en', 'content-type': 'text/csv' },
      payload: 'subject,kind_id,kind_ids\nImported,funeral,"事假, Funeral"\n',
    });
    expect(res.statusCode).toBe(200);
    const row = (await as('tw', 'GET', '/api/cm/test-use?sort=-id&per_page=1')).json().data[0];
    expect(row).toMatchObject({
      subject: 'Imported',
      kind_id_label: '喪假',
      kind_ids_labels: ['事假', '喪假'],
    });
  });

  it('searches any language and sorts by the text the reader sees', async () => {
    const codes = async (lang: string, query: string) =>
      ((await as(lang, 'GET', `/api/cm/test-kind?${query}`)).json().data as Array<{ code: string }>).map(
        (r) => r.code,
      );
    await as('en', 'POST', '/api/cm/test-kind', { code: 'G', name: { en: 'Zeta', jp: 'あ' } });
    await as('en', 'POST', '/api/cm/test-kind', { code: 'H', name: { en: 'Alpha', jp: 'ん' } });
    expect(await codes('en', 'search=zeta')).toEqual(['G']);
    expect(await codes('en', 'search=あ')).toEqual(['G']);
    expect(await codes('en', 'search=公假')).toEqual(['D']);
    const inEnglish = await codes('en', 'sort=name&per_page=50');
    expect(inEnglish.indexOf('H')).toBeLessThan(inEnglish.indexOf('G'));
    const inJapanese = await codes('jp', 'sort=name&per_page=50');
    expect(inJapanese.indexOf('G')).toBeLessThan(inJapanese.indexOf('H'));
    expect((await as('en', 'GET', '/api/cm/test-kind?sort=notes')).statusCode).toBe(422);
  });

  it('exports a column per language and imports it back', async () => {
    const csv = await as('en', 'GET', '/api/cm/test-kind/export?format=csv&search=Funeral');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,cm:test.code,cm:test.name.tw,cm:test.name.en,cm:test.name.cn,cm:test.name.jp,cm:test.notes',
    );
    expect(lines[1]).toMatch(/^\d+,F,喪假,Funeral,,,$/);
    const changed = `${lines[0]}\n${lines[1]!.replace(',,,', ',丧假,忌引,')}\n`;
    const res = await upload('commit', changed);
    expect(res.statusCode).toBe(200);
    expect((await stored('F'))?.name).toEqual({ tw: '喪假', en: 'Funeral', cn: '丧假', jp: '忌引' });
  });
});
