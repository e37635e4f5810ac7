import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };

interface Lead {
  id: number;
  subject: string;
  created_by: number;
  allowedActions: string[];
}

// Issue 14's row scopes on the demo: everyone's customer rights reach their own leads and
// quotations, the managers group's their department and below (server/seed/seedDemo.ts).
// `staff` sits in 業務一課, `manager` in 業務處 above it, `user03` in 研發處 beside it.
describe.each(testDatabaseTargets())('row scopes on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let staff: SignedIn;
  const ids = new Map<string, number>();
  /** Every live lead by owner, read from the table itself. */
  let leadsBy: Map<number, string[]>;

  const as = (who: SignedIn, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const leads = async (who: SignedIn, query = '') =>
    (await as(who, 'GET', `/api/cm/lead?per_page=200${query}`)).json().data as Lead[];
  const subjectsOf = (...accounts: string[]) =>
    accounts.flatMap((a) => leadsBy.get(ids.get(a)!) ?? []).sort();

  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, manager, staff] = await Promise.all([t.signIn('admin'), t.signIn('manager'), t.signIn('staff')]);
    const { db } = t.server.ctx;
    for (const u of await db.selectFrom('users').select(['id', 'account']).execute())
      ids.set(u.account, u.id);
    leadsBy = new Map();
    const rows = await db
      .selectFrom('cm_leads' as never)
      .select(['subject', 'created_by'] as never)
      .where('deleted_at' as never, 'is', null)
      .execute();
    for (const row of rows as Array<{ subject: string; created_by: number }>)
      leadsBy.set(row.created_by, [...(leadsBy.get(row.created_by) ?? []), row.subject]);
  });
  afterAll(async () => t.close());

  it('shows each user exactly the rows their scope reaches: own, department and below, all', async () => {
    const own = subjectsOf('staff');
    expect(own.length).toBeGreaterThan(0);
    expect((await leads(staff)).map((l) => l.subject).sort()).toEqual(own);
    // The manager's department (業務處) and the section below it (業務一課): staff, user05, user02 and their own.
    const department = subjectsOf('manager', 'staff', 'user02', 'user05');
    expect((await leads(manager)).map((l) => l.subject).sort()).toEqual(department);
    expect(department).not.toEqual(expect.arrayContaining(subjectsOf('user03')));
    const everything = [...leadsBy.values()].flat().sort();
    expect((await leads(admin)).map((l) => l.subject).sort()).toEqual(everything);
    // The count and the filters work inside the scope.
    const page = (await as(staff, 'GET', '/api/cm/lead?per_page=5')).json();
    expect(page.meta.total).toBe(own.length);
  });

  it('closes every other door to a row outside the scope: record, audit, writes, files, bulk, pick list, export', async () => {
    const others = (await leads(admin)).filter((l) => l.created_by !== ids.get('staff'));
    const other = others[0]!;
    expect((await as(staff, 'GET', `/api/cm/lead/${other.id}`)).statusCode).toBe(404);
    expect((await as(staff, 'GET', `/api/cm/lead/${other.id}/audit`)).statusCode).toBe(404);
    expect((await as(staff, 'GET', `/api/cm/lead/${other.id}/files/1`)).statusCode).toBe(404);
    const put = await as(staff, 'PUT', `/api/cm/lead/${other.id}`, { subject: 'taken', version: 1 });
    expect(put.statusCode).toBe(404);
    expect((await as(staff, 'DELETE', `/api/cm/lead/${other.id}`)).statusCode).toBe(404);
    const mine = (await leads(staff))[0]!;
    const bulk = await as(staff, 'POST', '/api/cm/lead/bulk-delete', { ids: [mine.id, other.id] });
    expect(bulk.statusCode).toBe(404);
    // All or nothing: their own row was not deleted either, and the other's is untouched.
    expect((await as(staff, 'GET', `/api/cm/lead/${mine.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'GET', `/api/cm/lead/${other.id}`)).json().data.subject).toBe(other.subject);

    const picks = (await as(staff, 'GET', '/api/cm/lead/all')).json().data as Lead[];
    expect(picks.map((l) => l.subject).sort()).toEqual(subjectsOf('staff'));
    const csv = await as(staff, 'GET', '/api/cm/lead/export?format=csv');
    expect(csv.statusCode).toBe(200);
    for (const subject of subjectsOf('staff')) expect(csv.body).toContain(subject);
    for (const l of others) expect(csv.body).not.toContain(l.subject);
  });

  it('reaches line items through their document: quotations and their lines', async () => {
    const quotations = (await as(staff, 'GET', '/api/cm/quotation?per_page=200')).json().data as Array<{
      id: number;
      created_by: number;
    }>;
    const all = (await as(admin, 'GET', '/api/cm/quotation?per_page=200')).json().data as typeof quotations;
    expect(all.length).toBeGreaterThan(quotations.length);
    expect(quotations.every((q) => q.created_by === ids.get('staff'))).toBe(true);
    const lines = (await as(staff, 'GET', '/api/cm/quotation-line?per_page=200')).json().data as Array<{
      quotation_id: number;
    }>;
    const mine = new Set(quotations.map((q) => q.id));
    expect(lines.every((l) => mine.has(l.quotation_id))).toBe(true);
    const allLines = (await as(admin, 'GET', '/api/cm/quotation-line?per_page=200')).json()
      .data as typeof lines;
    expect(allLines.length).toBeGreaterThan(lines.length);
    const foreign = all.find((q) => !mine.has(q.id))!;
    expect((await as(staff, 'GET', `/api/cm/quotation/${foreign.id}`)).statusCode).toBe(404);
  });

  it('grants view at one scope and edit at a narrower one: the wider rows are shown but not offered for editing', async () => {
    // user02 (業務處) may see the department's leads but change only their own.
    const user02 = await t.signIn('user02');
    const owner = `u${ids.get('user02')}`;
    const granted = await as(admin, 'PUT', `/api/sc/rights/owner/${owner}`, {
      paths: ['cm.use.lead.actions.view'],
      scopes: { 'cm.use.lead.actions.view': 'department' },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.scopes).toEqual({ 'cm.use.lead.actions.view': 'department' });
    const shown = await leads(user02);
    expect(shown.map((l) => l.subject).sort()).toEqual(subjectsOf('manager', 'user02'));
    const managers = shown.find((l) => l.created_by === ids.get('manager'))!;
    const theirOwn = shown.find((l) => l.created_by === ids.get('user02'))!;
    expect(managers.allowedActions).toEqual(['view']);
    expect(theirOwn.allowedActions).toEqual(expect.arrayContaining(['view', 'edit', 'delete']));
    const refused = await as(user02, 'PUT', `/api/cm/lead/${managers.id}`, {
      subject: 'mine now',
      version: 1,
    });
    expect(refused.statusCode).toBe(403);
    // An import updating that row is refused row by row, and writes nothing.
    const imported = await t.request({
      method: 'POST',
      url: '/api/cm/lead/import?mode=commit',
      headers: { ...bearer(user02.token), ...EN, 'content-type': 'text/csv', accept: 'application/json' },
      payload: `id,subject,status\n${managers.id},mine now,open\n`,
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().errors).toEqual([
      { row: 2, field: 'id', message: `You may not change record ${managers.id}.` },
    ]);
    expect((await as(admin, 'GET', `/api/cm/lead/${managers.id}`)).json().data.subject).toBe(
      managers.subject,
    );

    // The preview says which rows each right reaches.
    const preview = (await as(admin, 'GET', `/api/sc/rights/effective/${ids.get('user02')}`)).json().data;
    const leadItem = JSON.stringify(preview.rights);
    expect(leadItem).toContain('"path":"cm.use.lead.actions.view"');
    const viewNode = findNode(preview.rights, 'cm.use.lead.actions.view');
    const editNode = findNode(preview.rights, 'cm.use.lead.actions.edit');
    expect(viewNode?.scope).toBe('department');
    expect(editNode?.scope).toBe('own');
  });

  it('follows a record whose owner moves into the manager’s department', async () => {
    const before = await leads(manager);
    const moved = subjectsOf('user03');
    expect(before.map((l) => l.subject)).not.toEqual(expect.arrayContaining(moved));
    const userId = ids.get('user03')!;
    const current = (await as(admin, 'GET', `/api/sc/user-departments?user_id=${userId}`)).json().data;
    const salesEast = await t.server.ctx.db
      .selectFrom('departments')
      .select('id')
      .where('code', '=', 'SE')
      .executeTakeFirstOrThrow();
    const put = await as(admin, 'PUT', `/api/sc/user-departments/${userId}`, {
      version: current.version,
      memberships: [{ department_id: salesEast.id, is_primary: true, job_position_id: null }],
    });
    expect(put.statusCode).toBe(200);
    const after = (await leads(manager)).map((l) => l.subject);
    expect(after).toEqual(expect.arrayContaining(moved));
    expect((await leads(staff)).map((l) => l.subject)).not.toEqual(expect.arrayContaining(moved));
  });

  it('refuses a scope on a right no owned row is behind, and on a path not granted', async () => {
    const owner = `u${ids.get('user04')}`;
    const res = await as(admin, 'PUT', `/api/sc/rights/owner/${owner}`, {
      paths: ['cm.use.organization', 'cm.use.lead'],
      scopes: { 'cm.use.organization': 'own', 'cm.use.quotation': 'own' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'scopes.cm.use.organization',
      'scopes.cm.use.quotation',
    ]);
  });
});

interface Node {
  path: string;
  scope?: string;
  children?: Node[];
}
function findNode(nodes: readonly Node[], path: string): Node | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const inner = node.children ? findNode(node.children, path) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
