import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import type { FlowDefinition, Stage } from '../../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../../schemas/wf/formDefinition';
import type { ActionInput, InstanceView } from '../../../../schemas/wf/wfApi';
import { bearer, startTestServer, type TestServer } from '../../../../tests/support/startTestServer';
import type { TestDatabaseTarget } from '../../../../tests/support/testDatabases';
import { buildWfKinds } from '../../kinds/buildWfKinds';
import type { WfKind } from '../../kinds/WfKind';
import type { EngineServices } from '../engineStep';
import { wfDb } from '../wfDatabase';

/** A small purchase form: subject, amount (money), and a note. */
export const PURCHASE_FORM: FormDefinition = {
  fields: [
    { key: 'subject', type: 'text', label: { tw: '主旨', en: 'Subject' }, required: true, maxLength: 100 },
    { key: 'amount', type: 'money', label: { tw: '金額', en: 'Amount' }, required: true },
    { key: 'note', type: 'textarea', label: { tw: '說明', en: 'Note' } },
    { key: 'attachments', type: 'file', label: { tw: '附件', en: 'Attachments' } },
  ],
  titleField: 'subject',
};

/** A stage of named users, `one` mode unless told, skipped when nobody can sign. */
export function stage(key: string, userIds: number[], more: Partial<Stage> = {}): Stage {
  return {
    key,
    name: { tw: key, en: key },
    approvers: [{ type: 'users', userIds }],
    mode: 'one',
    whenNoApprover: 'skip',
    ...more,
  };
}

/** A flow of single stages, one per step. */
export function flowOf(...stages: Stage[]): FlowDefinition {
  return { steps: stages.map((s) => ({ stage: s })) };
}

export interface WfFixture {
  t: TestServer;
  /** Demo users' ids by account (admin, manager, staff, user01..user27). */
  ids: Record<string, number>;
  services: EngineServices;
  /** A request as a demo user (signed in on first use; English answers). */
  as: (
    account: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  /** A template with one version (active, for everyone unless `users` says otherwise). */
  template: (input: {
    flow: FlowDefinition;
    form?: FormDefinition;
    kind?: string;
    prefix?: string;
    users?: string;
  }) => Promise<number>;
  /** Submits an application as `account`; returns the answer's body (fails the test on a non-201). */
  submit: (
    account: string,
    templateId: number,
    values?: Record<string, unknown>,
    more?: { chosenApprovers?: Record<string, number[]>; fileIds?: number[] },
  ) => Promise<InstanceView>;
  /** An action with the application's current version; returns the response. */
  act: (account: string, id: number, input: Omit<ActionInput, 'version'>) => Promise<LightMyRequestResponse>;
  /** The application as `account` sees it (admin when not told). */
  view: (id: number, account?: string) => Promise<InstanceView>;
  /** The pending approvers' accounts of an application, sorted. */
  pending: (id: number) => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * A running server (migrated, demo-seeded) for the sign-off tests, with helpers to design a
 * template, submit and act. `kinds` adds template kinds to the engine's registry for tests that
 * call the engine directly (`services`).
 */
export async function startWfFixture(
  target: TestDatabaseTarget,
  kinds: readonly WfKind[] = [],
): Promise<WfFixture> {
  const t = await startTestServer(target);
  const db = t.server.ctx.db;
  // The demo organisation's delegation (user02 signs for user01) would act in every test: each
  // test names the delegations it means.
  await sql`delete from wf_delegations`.execute(db);
  const users = await db.selectFrom('users').select(['id', 'account']).execute();
  const ids = Object.fromEntries(users.map((u) => [u.account, u.id]));
  const accounts = new Map(users.map((u) => [u.id, u.account]));
  const tokens = new Map<string, string>();
  const token = async (account: string) => {
    let value = tokens.get(account);
    if (!value) {
      value = (await t.signIn(account)).token;
      tokens.set(account, value);
    }
    return value;
  };
  const as: WfFixture['as'] = async (account, method, url, payload) =>
    t.request({
      method,
      url,
      headers: { ...bearer(await token(account)), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const services: EngineServices = {
    db,
    kinds: buildWfKinds(kinds),
    realtime: t.server.ctx.realtime,
    mailer: t.server.ctx.mailer,
    log: pino({ level: 'silent' }),
    appUrl: 'http://localhost',
  };
  const template: WfFixture['template'] = async (input) => {
    const inserted = await sql<{ id: number }>`
      insert into wf_templates (name, kind, number_prefix, users, is_active, sort)
      values (${JSON.stringify({ tw: '採購單', en: 'Purchase' })}::jsonb, ${input.kind ?? 'general'},
              ${input.prefix ?? 'PR'}, ${input.users ?? ''}, true, 0)
      returning id`.execute(db);
    const templateId = inserted.rows[0]!.id;
    const version = await db
      .insertInto('wf_template_versions')
      .values({
        template_id: templateId,
        version_no: 1,
        form: JSON.stringify(input.form ?? PURCHASE_FORM),
        flow: JSON.stringify(input.flow),
        created_by: ids.admin!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update wf_templates set current_version_id = ${version.id} where id = ${templateId}`.execute(
      db,
    );
    return templateId;
  };
  const submit: WfFixture['submit'] = async (account, templateId, values, more = {}) => {
    const res = await as(account, 'POST', '/api/wf/instance', {
      templateId,
      values: values ?? { subject: 'Laptop', amount: '1200.00' },
      submit: true,
      ...more,
    });
    if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
    return res.json() as InstanceView;
  };
  const act: WfFixture['act'] = async (account, id, input) => {
    const row = await wfDb(db)
      .selectFrom('wf_instances')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirst();
    return as(account, 'POST', `/api/wf/instance/${id}/action`, { ...input, version: row?.version ?? 1 });
  };
  const view: WfFixture['view'] = async (id, account = 'admin') => {
    const res = await as(account, 'GET', `/api/wf/instance/${id}`);
    if (res.statusCode !== 200) throw new Error(`view failed: ${res.statusCode} ${res.body}`);
    return res.json() as InstanceView;
  };
  const pending: WfFixture['pending'] = async (id) => {
    const rows = await wfDb(db)
      .selectFrom('wf_tasks')
      .select('assignee_id')
      .where('instance_id', '=', id)
      .where('state', '=', 'pending')
      .execute();
    return rows.map((r) => accounts.get(r.assignee_id) ?? String(r.assignee_id)).sort();
  };
  return { t, ids, services, as, template, submit, act, view, pending, close: () => t.close() };
}
