import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

type Row = Record<string, unknown>;

/** Pick lists (`GET {api}/all`) by the caller's rights: whole rows, ids and labels, or 403. */
describe.each(testDatabaseTargets())('pick lists on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  /** Accounts stripped of departments and groups, holding only the rights each test grants. */
  const only: Record<string, SignedIn> = {};

  const get = (who: SignedIn, url: string, lang = 'en') =>
    t.request({ method: 'GET', url, headers: { ...bearer(who.token), 'accept-language': lang } });

  /** Signs in `account` holding exactly `paths` (granted to the user alone). */
  const holding = async (account: string, paths: string[]): Promise<SignedIn> => {
    const { db } = t.server.ctx;
    const { id } = await db
      .selectFrom('users')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('user_departments').where('user_id', '=', id).execute();
    await db.deleteFrom('group_members').where('member', '=', `u${id}`).execute();
    const put = await t.request({
      method: 'PUT',
      url: `/api/sc/rights/owner/u${id}`,
      payload: { paths },
      headers: bearer(admin.token),
    });
    expect(put.statusCode).toBe(200);
    t.server.ctx.permissions.clear();
    return t.signIn(account);
  };

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    const post = async (url: string, body: Row) => {
      const res = await t.request({ method: 'POST', url, payload: body, headers: bearer(admin.token) });
      expect(res.statusCode).toBe(201);
      return res.json().data as Row;
    };
    const org = await post('/api/cm/organization', {
      name: 'Pick Test Ltd',
      email: 'secret@pick.test',
      phone: '+886 2 5555 0100',
    });
    await post('/api/cm/person', { name: 'Pat Picker', organization_id: org.id, email: 'pat@pick.test' });
    await post('/api/cm/lead', {
      subject: 'Pick test lead',
      status: 'open',
      organization_id: org.id,
      expected_amount: 987654,
    });
    only.quoter = await holding('user21', [
      'cm.use.quotation.actions.view',
      'cm.use.quotation.actions.create',
      'cm.use.quotation.actions.edit',
    ]);
    only.nobody = await holding('user22', ['bb.use.bulletin.actions.view']);
    only.leadViewer = await holding('user23', ['cm.use.lead.actions.view']);
    only.delegations = await holding('user24', ['wf.admin.delegation.actions.create']);
  });
  afterAll(async () => t.close());

  it('gives a user with only quotation rights ids and labels of leads, organisations and people', async () => {
    for (const [url, label] of [
      ['/api/cm/lead/all', 'Pick test lead'],
      ['/api/cm/organization/all', 'Pick Test Ltd'],
      ['/api/cm/person/all', 'Pat Picker'],
      ['/api/cm/tax-category/all', undefined],
    ] as const) {
      const res = await get(only.quoter!, url);
      expect(res.statusCode, url).toBe(200);
      const rows = res.json().data as Row[];
      expect(rows.length, url).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row).sort(), url).toEqual(['id', 'label']);
      if (label) expect(rows.map((r) => r.label)).toContain(label);
    }
    const body = (await get(only.quoter!, '/api/cm/organization/all')).body;
    for (const secret of ['secret@pick.test', '5555 0100', 'pat@pick.test'])
      expect(body).not.toContain(secret);
    expect((await get(only.quoter!, '/api/cm/lead/all')).body).not.toContain('987654');
  });

  it('refuses 403 to a user who neither views nor may fill in a reference to the entity', async () => {
    for (const url of [
      '/api/cm/lead/all',
      '/api/cm/organization/all',
      '/api/cm/person/all',
      '/api/cm/tag/all',
    ]) {
      const res = await get(only.nobody!, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
    // Quotation rights reach what a quotation (and its lines) point at, not the rest of the module.
    for (const url of ['/api/cm/tag/all', '/api/cm/lost-reason/all', '/api/sc/bookmark/all'])
      expect((await get(only.quoter!, url)).statusCode, url).toBe(403);
  });

  it('gives a reader the labels of what their list filters by, and nothing they cannot filter by', async () => {
    const stages = await get(only.leadViewer!, '/api/cm/pipeline-stage/all');
    expect(stages.statusCode).toBe(200);
    expect(Object.keys((stages.json().data as Row[])[0]!).sort()).toEqual(['id', 'label']);
    // A lead's organisation is shown on the lead, but not a filter: no pick list for a mere reader.
    expect((await get(only.leadViewer!, '/api/cm/organization/all')).statusCode).toBe(403);
  });

  it('gives a viewer whole rows, as before', async () => {
    const res = await get(admin, '/api/cm/organization/all');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({
        name: 'Pick Test Ltd',
        email: 'secret@pick.test',
        phone: '+886 2 5555 0100',
      }),
    );
    const leads = (await get(only.leadViewer!, '/api/cm/lead/all')).json().data as Row[];
    expect(leads).toContainEqual(
      expect.objectContaining({ subject: 'Pick test lead', expected_amount: 987654 }),
    );
  });

  it('labels an i18nText label in the reader language, as the picker shows it', async () => {
    const full = (await get(admin, '/api/wf/template/all', 'en')).json().data as Row[];
    expect(full.length).toBeGreaterThan(0);
    for (const lang of ['en', 'tw']) {
      const viewer = (await get(admin, '/api/wf/template/all', lang)).json().data as Row[];
      const res = await get(only.delegations!, '/api/wf/template/all', lang);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(
        viewer.map((row) => ({ id: row.id, label: row.name_label || `#${String(row.id)}` })),
      );
    }
  });
});
