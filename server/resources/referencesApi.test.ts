import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { openTestDatabase, testDatabaseTargets } from '../../tests/support/testDatabases';
import { syncEntitySchema } from './syncEntitySchema';

const EN = { 'accept-language': 'en' };

function testLabel(): EntityDescriptor {
  return {
    id: 'cm.testLabel',
    module: 'cm',
    title: 'cm:test.label',
    api: '/api/cm/test-label',
    table: 'test_labels',
    permission: 'cm.admin.testLabel',
    actions: ['view', 'create', 'edit', 'delete'],
    labelField: 'name',
    fields: { name: { type: 'string', title: 'cm:test.name', required: true, maxLength: 50, unique: true } },
    list: { columns: ['name'], defaultSort: 'name' },
  };
}

/** A record with several labels; `withTags: false` is the same table before the field was added. */
function testTicket(withTags = true): EntityDescriptor {
  return {
    id: 'cm.testTicket',
    module: 'cm',
    title: 'cm:test.ticket',
    api: '/api/cm/test-ticket',
    table: 'test_tickets',
    permission: 'cm.use.testTicket',
    actions: ['view', 'create', 'edit', 'delete', 'export', 'import'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'cm:test.subject', required: true, maxLength: 100 },
      ...(withTags
        ? {
            tag_ids: {
              type: 'references' as const,
              title: 'cm:fields.tags',
              reference: 'cm.testLabel',
              maxItems: 3,
            },
          }
        : {}),
    },
    list: {
      columns: withTags ? ['subject', 'tag_ids'] : ['subject'],
      defaultSort: 'subject',
      filters: withTags ? ['tag_ids'] : [],
    },
  };
}

describe.each(testDatabaseTargets())('references fields on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  let staff: SignedIn;
  const tag: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [testLabel(), testTicket()] });
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
    for (const name of ['VIP', 'Hot', 'Cold', 'Retired']) {
      const res = await as(manager, 'POST', '/api/cm/test-label', { name });
      expect(res.statusCode).toBe(201);
      tag[name] = res.json().data.id;
    }
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const subjects = async (query: string) =>
    ((await as(staff, 'GET', `/api/cm/test-ticket?${query}`)).json().data as Array<{ subject: string }>).map(
      (r) => r.subject,
    );

  it('creates and reads a row with its ids and their labels in order; none is the empty list', async () => {
    const res = await as(staff, 'POST', '/api/cm/test-ticket', {
      subject: 'Alpha',
      tag_ids: [tag.Hot, tag.VIP],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ tag_ids: [tag.Hot, tag.VIP], tag_ids_labels: ['Hot', 'VIP'] });
    const id = res.json().data.id;
    expect((await as(staff, 'GET', `/api/cm/test-ticket/${id}`)).json().data.tag_ids_labels).toEqual([
      'Hot',
      'VIP',
    ]);
    const bare = await as(staff, 'POST', '/api/cm/test-ticket', { subject: 'Beta' });
    expect(bare.json().data).toMatchObject({ tag_ids: [], tag_ids_labels: [] });
    const cleared = await as(staff, 'POST', '/api/cm/test-ticket', { subject: 'Gamma', tag_ids: null });
    expect(cleared.json().data.tag_ids).toEqual([]);
  });

  it.each([
    [
      'a missing row',
      () => [tag.VIP, 999999],
      'Some of the selected Tags do not exist or were deleted: #999999.',
    ],
    ['the same id twice', () => [tag.VIP, tag.VIP], 'The tag_ids field must not list the same item twice.'],
    ['too many ids', () => [1, 2, 3, 4], 'The tag_ids field must not have more than 3 items.'],
    ['a non-list', () => 5, 'The tag_ids field must be a array,null.'],
  ])('refuses %s with 422 naming the field', async (_name, ids, message) => {
    const res = await as(staff, 'POST', '/api/cm/test-ticket', { subject: 'Bad', tag_ids: ids() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tag_ids[0]).toBe(message);
  });

  it('refuses ids that are not positive integers', async () => {
    const res = await as(staff, 'POST', '/api/cm/test-ticket', { subject: 'Bad', tag_ids: [0, 'x'] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).every((k) => k.startsWith('tag_ids'))).toBe(true);
  });

  it('keeps a deleted target the row already holds, but refuses to add one; the audit records the lists', async () => {
    const created = (
      await as(staff, 'POST', '/api/cm/test-ticket', { subject: 'Delta', tag_ids: [tag.Retired] })
    ).json().data;
    expect((await as(manager, 'DELETE', `/api/cm/test-label/${tag.Retired}`)).statusCode).toBe(200);
    const kept = await as(staff, 'PUT', `/api/cm/test-ticket/${created.id}`, {
      version: created.version,
      subject: 'Delta 2',
      tag_ids: [tag.Retired, tag.Cold],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.tag_ids_labels).toEqual(['Retired', 'Cold']);
    const other = (await as(staff, 'POST', '/api/cm/test-ticket', { subject: 'Epsilon' })).json().data;
    const added = await as(staff, 'PUT', `/api/cm/test-ticket/${other.id}`, {
      version: other.version,
      tag_ids: [tag.Retired],
    });
    expect(added.statusCode).toBe(422);
    expect(added.json().errors.tag_ids[0]).toContain('Tags');
    const audit = (await as(staff, 'GET', `/api/cm/test-ticket/${created.id}/audit`)).json().data;
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { tag_ids: [tag.Retired], tag_ids_labels: ['Retired'] },
      after: { tag_ids: [tag.Retired, tag.Cold], tag_ids_labels: ['Retired', 'Cold'] },
    });
  });

  it('filters by one id (rows holding it), several (any of them) and null (none); refuses garbage and sorting', async () => {
    expect(await subjects(`filter[tag_ids]=${tag.VIP}`)).toEqual(['Alpha']);
    expect(await subjects(`filter[tag_ids]=${tag.VIP},${tag.Cold}`)).toEqual(['Alpha', 'Delta 2']);
    expect(await subjects('filter[tag_ids]=null')).toEqual(['Beta', 'Epsilon', 'Gamma']);
    expect((await as(staff, 'GET', '/api/cm/test-ticket?filter[tag_ids]=VIP')).statusCode).toBe(422);
    expect((await as(staff, 'GET', '/api/cm/test-ticket?sort=tag_ids')).statusCode).toBe(422);
  });

  it('exports the labels joined by ", " and imports labels or ids, refusing unknown ones by row', async () => {
    const csv = await as(staff, 'GET', `/api/cm/test-ticket/export?format=csv&filter[tag_ids]=${tag.VIP}`);
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')[1],
    ).toMatch(/^\d+,Alpha,"Hot, VIP"$/);

    const upload = (mode: string, body: string) =>
      t.request({
        method: 'POST',
        url: `/api/cm/test-ticket/import?mode=${mode}`,
        headers: { ...bearer(manager.token), ...EN, 'content-type': 'text/csv', accept: 'application/json' },
        payload: body,
      });
    const bad = await upload('dry-run', `subject,Tags\nZeta,"vip, Nope"\nEta,${tag.Cold}\nTheta,999999\n`);
    expect(bad.json().errors).toEqual([
      { row: 2, field: 'tag_ids', message: 'No Tags is named or numbered "Nope".' },
      { row: 4, field: 'tag_ids', message: 'No Tags is named or numbered "999999".' },
    ]);
    const good = await upload('commit', `subject,tag_ids\nZeta,"vip、Hot, vip"\nEta,${tag.Cold}\n`);
    expect(good.json()).toMatchObject({ committed: true, create: 2, errors: [] });
    const rows = (await as(staff, 'GET', `/api/cm/test-ticket?filter[tag_ids]=${tag.Hot}`)).json().data;
    expect(
      rows.map((r: { subject: string; tag_ids_labels: string[] }) => [r.subject, r.tag_ids_labels]),
    ).toEqual([
      ['Alpha', ['Hot', 'VIP']],
      ['Zeta', ['VIP', 'Hot']],
    ]);
  });
});

describe.each(testDatabaseTargets())('schema sync of a references field on $name', (target) => {
  it('adds the integer[] column with a GIN index to an existing table; a second run changes nothing', async () => {
    const opened = await openTestDatabase(target);
    try {
      await syncEntitySchema(opened.db, [testLabel(), testTicket(false)]);
      await sql`insert into test_tickets (subject) values ('Old row')`.execute(opened.db);
      const changes = await syncEntitySchema(opened.db, [testLabel(), testTicket()]);
      expect(changes.map((c) => c.change)).toEqual([
        'add column test_tickets.tag_ids',
        'index test_tickets_tag_ids_gin',
      ]);
      expect(changes[1]?.sql).toContain('using gin');
      const rows = await sql<{ tag_ids: number[] }>`select tag_ids from test_tickets`.execute(opened.db);
      expect(rows.rows).toEqual([{ tag_ids: [] }]);
      expect(await syncEntitySchema(opened.db, [testLabel(), testTicket()])).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
