import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

/** The roots of the attendance data view permission (/as/admin/leave/read-permission-setting). */
const ROOTS = [
  'as.admin.attendanceDay',
  'as.admin.punch',
  'as.admin.leaveRecord',
  'as.admin.overtimeRecord',
  'as.admin.leaveBalance',
];
const QUERY = `?roots=${ROOTS.join(',')}`;

// The rights API limited to subtrees (`?roots=`): the catalogue gives only them, an owner's
// grants only those that reach them, and a save replaces only the grants inside them, refusing
// any path outside (docs/decisions.md, "Attendance data view permission").
describe.each(testDatabaseTargets())('rights limited to subtrees on $name', (target) => {
  let t: TestServer;
  let admin: string;
  let group: number;
  const call = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>, token = admin) =>
    t.request({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const stored = async () =>
    (
      await t.server.ctx.db
        .selectFrom('rights')
        .select(['path', 'scope'])
        .where('owner', '=', `g${group}`)
        .orderBy('path')
        .execute()
    ).map((r) => (r.scope === 'all' ? r.path : `${r.path} (${r.scope})`));

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = (await t.signIn('admin')).token;
    group = (
      await t.server.ctx.db
        .insertInto('groups')
        .values({ name: 'Team leads', description: null, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  it('serves only the subtrees, each a top-level node with its actions, scopable where rows have owners', async () => {
    const answer = await call('GET', `/api/sc/rights/catalogue${QUERY}`);
    expect(answer.statusCode).toBe(200);
    const tree = answer.json().data as Array<{
      path: string;
      scopable?: true;
      children: Array<{ path: string }>;
    }>;
    expect(tree.map((n) => n.path)).toEqual(ROOTS);
    expect(tree.every((n) => n.scopable)).toBe(true);
    expect(tree[2]!.children.map((c) => c.path)).toContain('as.admin.leaveRecord.actions.view');
    const unknown = await call('GET', '/api/sc/rights/catalogue?roots=as.admin.nothing');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.roots).toEqual(['“as.admin.nothing” is not a right the product has.']);
  });

  it('saves through the subtrees without touching the owner’s other rights', async () => {
    const full = await call('PUT', `/api/sc/rights/owner/g${group}`, {
      paths: ['cm.use', 'as.admin.shiftManagement', 'as.admin.punch.actions.view'],
    });
    expect(full.statusCode).toBe(200);
    const limited = await call('PUT', `/api/sc/rights/owner/g${group}${QUERY}`, {
      paths: ['as.admin.leaveRecord.actions.view', 'as.admin.attendanceDay'],
      scopes: { 'as.admin.leaveRecord.actions.view': 'subtree', 'as.admin.attendanceDay': 'department' },
    });
    expect(limited.statusCode).toBe(200);
    // The answer, as GET's, is limited to the subtrees: the punch view right is gone (not sent).
    expect(limited.json().data).toEqual({
      owner: `g${group}`,
      paths: ['as.admin.attendanceDay', 'as.admin.leaveRecord.actions.view'],
      scopes: { 'as.admin.attendanceDay': 'department', 'as.admin.leaveRecord.actions.view': 'subtree' },
    });
    expect(await stored()).toEqual([
      'as.admin.attendanceDay (department)',
      'as.admin.leaveRecord.actions.view (subtree)',
      'as.admin.shiftManagement',
      'cm.use',
    ]);
    const read = await call('GET', `/api/sc/rights/owner/g${group}${QUERY}`);
    expect(read.json().data).toMatchObject({
      name: 'Team leads',
      paths: ['as.admin.attendanceDay', 'as.admin.leaveRecord.actions.view'],
    });
  });

  it('refuses a path outside the subtrees and changes nothing', async () => {
    const before = await stored();
    const outside = await call('PUT', `/api/sc/rights/owner/g${group}${QUERY}`, {
      paths: ['as.admin.punch.actions.view', 'sc.admin.rights', 'as.admin'],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({
      'paths.1': ['“sc.admin.rights” is not among the rights this screen sets.'],
      'paths.2': ['“as.admin” is not among the rights this screen sets.'],
    });
    expect(await stored()).toEqual(before);
  });

  it('shows a grant above the subtrees, which a save through them keeps', async () => {
    await call('PUT', `/api/sc/rights/owner/g${group}`, { paths: ['as.admin', 'cm.use'] });
    const read = await call('GET', `/api/sc/rights/owner/g${group}${QUERY}`);
    expect(read.json().data.paths).toEqual(['as.admin']);
    const saved = await call('PUT', `/api/sc/rights/owner/g${group}${QUERY}`, { paths: [] });
    expect(saved.statusCode).toBe(200);
    expect(await stored()).toEqual(['as.admin', 'cm.use']);
  });

  it('keeps the subtree calls behind the rights settings right', async () => {
    const staff = (await t.signIn('staff')).token;
    expect((await call('GET', `/api/sc/rights/catalogue${QUERY}`, undefined, staff)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/sc/rights/owner/g${group}${QUERY}`, { paths: [] }, staff)).statusCode,
    ).toBe(403);
  });
});
