import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import type { AppContext } from '../../http/AppContext';
import type { EntityRules } from '../entityRules';
import type { EntityService } from '../EntityService';
import { registerRowActionRoutes } from './registerRowActionRoutes';

const EN = { 'accept-language': 'en' };

/** A task list with a person, a paged list moved to `/list`, and one row action of each kind. */
function testTask(): EntityDescriptor {
  return {
    id: 'cm.testTask',
    module: 'cm',
    title: 'cm:test.task',
    api: '/api/cm/test-task',
    listApi: '/api/cm/test-task/list',
    table: 'test_tasks',
    permission: 'cm.admin.testTask',
    actions: ['view', 'create', 'edit', 'delete'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'cm:test.name', required: true, maxLength: 50 },
      owner_id: { type: 'reference', title: 'cm:test.owner', reference: 'sc.user' },
      note: { type: 'string', title: 'cm:test.note', maxLength: 200 },
      is_active: { type: 'boolean', title: 'cm:test.active', default: true },
    },
    list: {
      columns: ['name', 'owner_id', 'is_active'],
      defaultSort: 'name',
      filters: ['owner_id', 'is_active'],
      rowActions: [
        {
          key: 'deactivate',
          title: 'cm:test.deactivate',
          when: { field: 'is_active', equals: true },
          reason: 'optional',
          set: { is_active: false },
          bulk: true,
        },
        {
          key: 'activate',
          title: 'cm:test.activate',
          when: { field: 'is_active', equals: false },
          set: { is_active: true },
        },
        { key: 'stamp', title: 'cm:test.stamp', reason: 'required' },
        { key: 'clone', title: 'cm:test.clone', right: 'create' },
        { key: 'open', title: 'cm:test.open', link: '/x?id={id}' },
      ],
    },
  };
}

/** The handlers of the two actions that have no `set`: they write through the service. */
const rules: EntityRules = {
  rowActions: {
    stamp: async (ctx, { row, reason, service }) => ({
      row: await service.updateIn(ctx.trx, row.id as number, { note: reason }, undefined, ctx),
    }),
    clone: async (ctx, { row, service }) => ({
      row: await service.createIn(ctx.trx, { name: `${String(row.name)} 2`, owner_id: row.owner_id }, ctx),
      status: 201,
    }),
  },
};

describe.each(testDatabaseTargets())('row actions, person references and listApi on $name', (target) => {
  let t: TestServer;
  let manager: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(
      target,
      {},
      { entities: [testTask()], rules: new Map([['cm.testTask', rules]]) },
    );
    manager = await t.signIn('manager');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await as(manager, 'POST', '/api/cm/test-task', { name, ...extra });
    expect(res.statusCode).toBe(201);
    return res.json().data as Record<string, unknown> & { id: number; version: number };
  };

  it('points a reference at a person: the label is their name, a missing person is refused, the list filters by them', async () => {
    const row = await create('Call the bank', { owner_id: staff.user.id });
    const staffName = (
      await t.server.ctx.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', staff.user.id)
        .executeTakeFirstOrThrow()
    ).name;
    expect(row.owner_id_label).toBe(staffName);
    const missing = await as(manager, 'POST', '/api/cm/test-task', { name: 'Nobody', owner_id: 999999 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['owner_id']);
    const mine = await as(manager, 'GET', `/api/cm/test-task/list?filter[owner_id]=${staff.user.id}`);
    expect(mine.json().data.map((r: { name: string }) => r.name)).toEqual(['Call the bank']);
  });

  it('serves the paged list at listApi and leaves the bare path to the module', async () => {
    await create('Listed');
    const list = await as(manager, 'GET', '/api/cm/test-task/list?per_page=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect((await as(manager, 'GET', '/api/cm/test-task')).statusCode).toBe(404);
  });

  it('offers each row the actions that apply to it, by the caller’s rights and the row’s state', async () => {
    const row = await create('Offered');
    expect(row.allowedActions).toEqual(['view', 'edit', 'delete', 'deactivate', 'stamp', 'clone', 'open']);
  });

  it('sets fields through the update: 409 on a stale version or a row it no longer applies to, audited with the reason', async () => {
    const row = await create('Switch me');
    const stale = await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/deactivate`, {
      version: 99,
    });
    expect(stale.statusCode).toBe(409);
    const done = await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/deactivate`, {
      version: row.version,
      reason: 'Season over',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ is_active: false, version: row.version + 1 });
    expect(done.json().data.allowedActions).toContain('activate');
    expect(done.json().data.allowedActions).not.toContain('deactivate');
    const again = await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/deactivate`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This record has changed and the action no longer applies to it. Refresh and try again.',
    );
    const audit = (await as(manager, 'GET', `/api/cm/test-task/${row.id}/audit`)).json().data;
    expect(audit[0]).toMatchObject({
      action: 'deactivate',
      after: { is_active: false, _reason: 'Season over' },
    });
    const back = await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/activate`, {});
    expect(back.json().data.is_active).toBe(true);
  });

  it('runs a module’s handler: a required reason is asked for, a new row answers 201', async () => {
    const row = await create('Handled');
    const bare = await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/stamp`, { reason: '  ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ reason: ['Enter a reason.'] });
    const stamped = await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/stamp`, {
      reason: 'Checked',
    });
    expect(stamped.json().data.note).toBe('Checked');
    const cloned = await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/clone`, {});
    expect(cloned.statusCode).toBe(201);
    expect(cloned.json().data).toMatchObject({ name: 'Handled 2' });
    expect(cloned.json().data.id).not.toBe(row.id);
  });

  it('does a bulk action to the selected rows in one transaction: all, or none with each refusal named', async () => {
    const [a, b, c] = [await create('Bulk A'), await create('Bulk B'), await create('Bulk C')];
    const bulk = await as(manager, 'POST', '/api/cm/test-task/actions/deactivate', {
      ids: [a.id, b.id],
      reason: 'Season over',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().done).toBe(2);
    expect(bulk.json().data.map((r: { is_active: boolean }) => r.is_active)).toEqual([false, false]);
    const audit = (await as(manager, 'GET', `/api/cm/test-task/${b.id}/audit`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'deactivate', after: { _reason: 'Season over' } });
    // B is inactive already: C stays active too, and the answer names B.
    const refused = await as(manager, 'POST', '/api/cm/test-task/actions/deactivate', { ids: [c.id, b.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message:
        '1 of 2 records could not be done, so none was: Bulk B: This record has changed and the action no longer applies to it. Refresh and try again.',
      errors: {
        [String(b.id)]: [
          'This record has changed and the action no longer applies to it. Refresh and try again.',
        ],
      },
    });
    expect((await as(manager, 'GET', `/api/cm/test-task/${c.id}`)).json().data.is_active).toBe(true);
    // Only an action marked bulk, and only with its right.
    expect(
      (await as(manager, 'POST', '/api/cm/test-task/actions/activate', { ids: [a.id] })).statusCode,
    ).toBe(404);
    expect(
      (await as(staff, 'POST', '/api/cm/test-task/actions/deactivate', { ids: [c.id] })).statusCode,
    ).toBe(403);
  });

  it('refuses a caller without the right (403), and an unknown action, a link or a missing row (404)', async () => {
    const row = await create('Guarded');
    expect((await as(staff, 'POST', `/api/cm/test-task/${row.id}/actions/deactivate`, {})).statusCode).toBe(
      403,
    );
    expect((await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/nothing`, {})).statusCode).toBe(
      404,
    );
    expect((await as(manager, 'POST', `/api/cm/test-task/${row.id}/actions/open`, {})).statusCode).toBe(404);
    expect(
      (await as(manager, 'POST', '/api/cm/test-task/999999/actions/stamp', { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('row actions at start', () => {
  it('refuses an action that needs a handler the rules do not give', () => {
    const service = { descriptor: testTask(), rules: {} } as unknown as EntityService;
    expect(() => registerRowActionRoutes(Fastify(), {} as AppContext, service)).toThrow(
      'cm.testTask: row action(s) "stamp", "clone" need a handler',
    );
  });
});
