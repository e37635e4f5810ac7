import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabaseTargets())(
  'paper dispatch: register, numbers, rights and sign-off on $name',
  (target) => {
    let t: TestServer;
    let admin: SignedIn;
    let manager: SignedIn;
    let staff: SignedIn;
    let incoming: number;
    let outgoing: number;
    beforeAll(async () => {
      t = await startTestServer(target);
      [admin, manager, staff] = await Promise.all([
        t.signIn('admin'),
        t.signIn('manager'),
        t.signIn('staff'),
      ]);
      const types = (await call(admin, 'GET', '/api/dm/dispatch-type?per_page=50')).json().data as Array<{
        id: number;
        code: string;
      }>;
      incoming = types.find((r) => r.code === 'IN')!.id;
      outgoing = types.find((r) => r.code === 'OUT')!.id;
    });
    afterAll(async () => t.close());

    const call = (who: SignedIn, method: Method, url: string, payload?: unknown) =>
      t.request({
        method,
        url,
        headers: { ...bearer(who.token), ...EN },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const register = async (values: Record<string, unknown>, who = admin) => {
      const response = await call(who, 'POST', '/api/dm/dispatch', {
        type_id: incoming,
        doc_date: '2026-03-02',
        subject: 'A letter',
        counterpart: 'City office',
        ...values,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as Record<string, unknown> & {
        id: number;
        number: string;
        version: number;
      };
    };
    const record = async (id: number) => (await call(admin, 'GET', `/api/dm/dispatch/${id}`)).json().data;
    const db = () => t.server.ctx.db;

    it('numbers each type per year, from 1, with the direction of the type', async () => {
      const first = await register({ doc_date: '2031-01-05' });
      const second = await register({ doc_date: '2031-12-31' });
      const other = await register({ doc_date: '2032-01-01' });
      const sent = await register({
        type_id: outgoing,
        doc_date: '2031-02-01',
        counterpart: 'Supplier Ltd.',
      });
      expect([first.number, second.number, other.number, sent.number]).toEqual([
        '收-2031-0001',
        '收-2031-0002',
        '收-2032-0001',
        '發-2031-0001',
      ]);
      expect(first).toMatchObject({ direction: 'incoming', year: 2031, serial: 1, status: 'registered' });
      expect(sent.direction).toBe('outgoing');
      // The number, its serial and the status are the server's: a client may not send them.
      const forged = await call(admin, 'POST', '/api/dm/dispatch', {
        type_id: incoming,
        doc_date: '2031-06-01',
        subject: 'Forged',
        counterpart: 'x',
        number: 'X-1',
        serial: 99,
        status: 'approved',
      });
      expect(forged.statusCode).toBe(422);
      expect(Object.keys(forged.json().errors).sort()).toEqual(['number', 'serial', 'status']);
      expect((await register({ doc_date: '2031-06-01' })).number).toBe('收-2031-0003');
    });

    it('gives concurrent registrations distinct numbers with no gap', async () => {
      const made = await Promise.all(
        Array.from({ length: 8 }, (_, i) => register({ doc_date: '2033-04-01', subject: `Parallel ${i}` })),
      );
      const serials = made.map((r) => Number(r.serial)).sort((a, b) => a - b);
      expect(serials).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(new Set(made.map((r) => r.number)).size).toBe(8);
    });

    it('refuses what is wrong, naming the field; a failed registration takes no number', async () => {
      const missing = await call(admin, 'POST', '/api/dm/dispatch', {
        type_id: incoming,
        doc_date: '2034-01-01',
      });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['subject', 'counterpart']));
      const badUrgency = await call(admin, 'POST', '/api/dm/dispatch', {
        type_id: incoming,
        doc_date: '2034-01-01',
        subject: 'x',
        counterpart: 'y',
        urgency: 'yesterday',
      });
      expect(badUrgency.statusCode).toBe(422);
      expect(badUrgency.json().errors).toHaveProperty('urgency');
      const noFile = await call(admin, 'POST', '/api/dm/dispatch', {
        type_id: incoming,
        doc_date: '2034-01-01',
        subject: 'x',
        counterpart: 'y',
        document_ids: [999999],
      });
      expect(noFile.statusCode).toBe(422);
      expect(noFile.json().errors).toHaveProperty('document_ids');
      // None of the refused ones took a number of 2034.
      expect((await register({ doc_date: '2034-05-05' })).number).toBe('收-2034-0001');
      // Once numbered, neither the type nor the year of the date changes.
      const row = await register({ doc_date: '2035-01-01' });
      const moved = await call(admin, 'PUT', `/api/dm/dispatch/${row.id}`, {
        doc_date: '2036-01-01',
        version: row.version,
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors).toHaveProperty('doc_date');
      const retyped = await call(admin, 'PUT', `/api/dm/dispatch/${row.id}`, {
        type_id: outgoing,
        version: row.version,
      });
      expect(retyped.statusCode).toBe(422);
      expect(retyped.json().errors).toHaveProperty('type_id');
      const fine = await call(admin, 'PUT', `/api/dm/dispatch/${row.id}`, {
        doc_date: '2035-02-01',
        subject: 'Corrected',
        version: row.version,
      });
      expect(fine.statusCode, fine.body).toBe(200);
      expect(fine.json().data).toMatchObject({ number: row.number, subject: 'Corrected' });
    });

    it('refuses the register to people without dm.admin.manage, on every door', async () => {
      const row = await register({ subject: 'Confidential matter' });
      for (const url of [
        '/api/dm/dispatch',
        `/api/dm/dispatch/${row.id}`,
        '/api/dm/dispatch/export?format=csv',
      ])
        expect((await call(staff, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(staff, 'POST', `/api/dm/dispatch/${row.id}/sign-off`)).statusCode).toBe(403);
      expect(
        (
          await call(staff, 'POST', '/api/dm/dispatch', {
            type_id: incoming,
            doc_date: '2026-01-01',
            subject: 'x',
            counterpart: 'y',
          })
        ).statusCode,
      ).toBe(403);
    });

    it('routes a dispatch for sign-off and follows the sign-off: approve, reject, withdraw', async () => {
      const act = async (who: SignedIn, instanceId: number, action: string) => {
        const view = (await call(who, 'GET', `/api/wf/instance/${instanceId}`)).json();
        const response = await call(who, 'POST', `/api/wf/instance/${instanceId}/action`, {
          action,
          version: view.version,
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      const approved = await register({ subject: 'To approve' });
      const routed = await call(admin, 'POST', `/api/dm/dispatch/${approved.id}/sign-off`);
      expect(routed.statusCode, routed.body).toBe(200);
      expect(routed.json().data).toMatchObject({ status: 'routing', number: approved.number });
      const instanceId = Number(routed.json().data.wf_instance_id);
      expect(routed.json().data.wf_number).toMatch(/^DS/);
      // Routing again, or editing while it routes, is refused.
      expect((await call(admin, 'POST', `/api/dm/dispatch/${approved.id}/sign-off`)).statusCode).toBe(409);
      const edit = await call(admin, 'PUT', `/api/dm/dispatch/${approved.id}`, {
        subject: 'changed',
        version: routed.json().data.version,
      });
      expect(edit.statusCode).toBe(409);
      await act(manager, instanceId, 'approve');
      expect(await record(approved.id)).toMatchObject({ status: 'approved', wf_instance_id: instanceId });

      const rejected = await register({ subject: 'To reject' });
      const second = (await call(admin, 'POST', `/api/dm/dispatch/${rejected.id}/sign-off`)).json().data;
      await act(manager, Number(second.wf_instance_id), 'reject');
      const afterReject = await record(rejected.id);
      expect(afterReject.status).toBe('rejected');
      expect(afterReject.allowedActions).toContain('reopen');
      const reopened = await call(admin, 'POST', `/api/dm/dispatch/${rejected.id}/actions/reopen`, {
        version: afterReject.version,
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect((await record(rejected.id)).status).toBe('registered');

      const withdrawn = await register({ subject: 'To withdraw' });
      const third = (await call(admin, 'POST', `/api/dm/dispatch/${withdrawn.id}/sign-off`)).json().data;
      await act(admin, Number(third.wf_instance_id), 'withdraw');
      expect((await record(withdrawn.id)).status).toBe('registered');
    });

    it('refuses a sign-off naming an unknown or routed dispatch, and keeps nothing of it', async () => {
      const templates = (await call(admin, 'GET', '/api/wf/template')).json().data as Array<{
        id: number;
        kind: string;
      }>;
      const templateId = templates.find((r) => r.kind === 'dispatch')!.id;
      const apply = (dispatchNumber: string) =>
        call(admin, 'POST', '/api/wf/instance', { templateId, values: { dispatchNumber }, submit: true });
      const unknown = await apply('收-1999-9999');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('dispatchNumber');
      const row = await register({ subject: 'Routed from the sign-off module' });
      const first = await apply(row.number);
      expect(first.statusCode, first.body).toBe(201);
      expect((await record(row.id)).status).toBe('routing');
      const count = async () =>
        Number((await sql<{ n: string }>`select count(*) as n from wf_instances`.execute(db())).rows[0]!.n);
      const before = await count();
      const again = await apply(row.number);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.dispatchNumber[0]).toContain('In sign-off');
      expect(await count()).toBe(before);
    });

    it('links only files the registrar may read', async () => {
      const documents = (await call(admin, 'GET', '/api/dm/document?per_page=5')).json().data as Array<{
        id: number;
      }>;
      const linked = await register({ document_ids: [documents[0]!.id] });
      expect(linked.document_ids).toEqual([documents[0]!.id]);
      // user27 keeps the register but loses the documents' right (everyone's `dm.use`, taken back).
      const user27 = await t.signIn('user27');
      const granted = await call(admin, 'PUT', `/api/sc/rights/owner/u${user27.user.id}`, {
        paths: ['dm.admin.manage'],
      });
      expect(granted.statusCode, granted.body).toBe(200);
      await sql`delete from rights where path = 'dm.use'`.execute(db());
      t.server.ctx.permissions.clear();
      const refused = await call(user27, 'POST', '/api/dm/dispatch', {
        type_id: incoming,
        doc_date: '2026-01-01',
        subject: 'x',
        counterpart: 'y',
        document_ids: [documents[1]!.id],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.document_ids[0]).toBe('You can only link files you may read.');
      const withoutFiles = await call(user27, 'POST', '/api/dm/dispatch', {
        type_id: incoming,
        doc_date: '2026-01-01',
        subject: 'x',
        counterpart: 'y',
      });
      expect(withoutFiles.statusCode, withoutFiles.body).toBe(201);
    });
  },
);
