import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueWithEntities } from '../../schemas/core/permissionCatalogue';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { loadEntityDescriptors } from '../resources/loadEntityDescriptors';
import { planSchemaSync } from '../resources/planSchemaSync';

const API = '/api/sc/job-position';

// Job positions live in the core table job_positions (migration 0001, used by
// user_departments), handed to the descriptor runtime by migration 0004.
describe.each(testDatabaseTargets())('job positions on the generic API on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('leaves schema sync nothing to do on the migrated table', async () => {
    const jobPosition = loadEntityDescriptors().filter((d) => d.id === 'sc.jobPosition');
    const plan = await planSchemaSync(t.server.ctx.db, jobPosition);
    expect(plan).toEqual({ changes: [], refusals: [] });
  });

  it('lists the seeded positions, highest rank first, as valid runtime rows', async () => {
    const res = await as(admin, 'GET', API);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.name, r.rank])).toEqual([
      ['總經理', 100],
      ['經理', 80],
      ['課長', 60],
      ['專員', 20],
    ]);
    expect(rows[0]).toMatchObject({
      version: 1,
      description: null,
      created_by: null,
      deleted_at: null,
      allowedActions: ['view', 'edit', 'delete'],
    });
    expect(rows[0]?.updated_at).toBe(rows[0]?.created_at);
  });

  it('creates, edits with a version and audits a position', async () => {
    const created = await as(admin, 'POST', API, {
      name: 'Team lead',
      rank: 70,
      description: 'Leads a team.',
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ name: 'Team lead', rank: 70, version: 1, created_by: admin.user.id });
    const edited = await as(admin, 'PUT', `${API}/${row.id}`, { rank: 75, version: 1 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rank: 75, version: 2, updated_by: admin.user.id });
    expect((await as(admin, 'PUT', `${API}/${row.id}`, { rank: 76, version: 1 })).statusCode).toBe(409);
    const audit = await as(admin, 'GET', `${API}/${row.id}/audit`);
    expect(audit.json().data.map((a: { action: string }) => a.action)).toEqual(['update', 'create']);
  });

  it('refuses a duplicate name with 422 on the name, and ranks outside 0..1000', async () => {
    const duplicate = await as(admin, 'POST', API, { name: '經理', rank: 10 });
    expect(duplicate.statusCode).toBe(422);
    expect(Object.keys(duplicate.json().errors)).toEqual(['name']);
    for (const rank of [-1, 1001, 2.5]) {
      const res = await as(admin, 'POST', API, { name: `Rank ${rank}`, rank });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['rank']);
    }
    expect((await as(admin, 'POST', API, { rank: 5 })).statusCode).toBe(422);
  });

  it('frees a deleted position’s name and keeps the row recoverable', async () => {
    const row = (await as(admin, 'POST', API, { name: 'Intern', rank: 1 })).json().data;
    expect((await as(admin, 'DELETE', `${API}/${row.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'POST', API, { name: 'Intern', rank: 2 })).statusCode).toBe(201);
    const trashed = await as(admin, 'GET', `${API}?trashed=only`);
    expect(trashed.json().data.map((r: { id: number }) => r.id)).toEqual([row.id]);
  });

  it('refuses staff with 403', async () => {
    expect((await as(staff, 'GET', API)).statusCode).toBe(403);
    expect((await as(staff, 'POST', API, { name: 'Boss', rank: 1000 })).statusCode).toBe(403);
  });

  it('keeps the users’ positions readable through the core join', async () => {
    const me = await as(staff, 'GET', `/api/sc/user/${staff.user.id}`);
    expect(me.json().data.departments[0].job_position).toBe('專員');
  });
});

describe('the rights catalogue', () => {
  it('merges the descriptor’s rights into the static sc.admin.jobPosition item, once', () => {
    const items = catalogueWithEntities(loadEntityDescriptors()).filter(
      (item) => item.module === 'sc' && item.name === 'jobPosition',
    );
    expect(items).toEqual([
      {
        module: 'sc',
        area: 'admin',
        name: 'jobPosition',
        actions: ['view', 'create', 'edit', 'delete', 'export', 'import'],
      },
    ]);
  });
});
