import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDefinition, Stage } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };

const FORM: FormDefinition = {
  titleField: 'subject',
  fields: [
    { key: 'subject', type: 'text', label: { tw: '主旨', en: 'Subject' }, required: true },
    { key: 'amount', type: 'money', label: { tw: '金額', en: 'Amount' }, required: true },
  ],
};

function stage(key: string, extra: Partial<Stage> = {}): Stage {
  return {
    key,
    name: { tw: key },
    approvers: [{ type: 'departmentHead', levelsUp: 0 }],
    mode: 'one',
    whenNoApprover: 'admin',
    ...extra,
  };
}

const FLOW: FlowDefinition = {
  steps: [
    { stage: stage('head') },
    { stage: stage('gm', { condition: { all: [{ field: 'amount', op: 'gt', value: '100000' }] } }) },
  ],
};

describe.each(testDatabaseTargets())('the template definition API on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let ids: { users: number[]; group: number; position: number; department: number };

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const newTemplate = async (name: Record<string, string>) => {
    const res = await as(admin, 'POST', '/api/wf/template', { name, is_active: true, number_prefix: 'PR' });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const definition = (id: number) => as(admin, 'GET', `/api/wf/template/${id}/definition`);
  const save = (id: number, body: { form: unknown; flow: unknown; baseVersionId: number | null }) =>
    as(admin, 'PUT', `/api/wf/template/${id}/definition`, body);

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    manager = await t.signIn('manager');
    const db = t.server.ctx.db;
    const users = await db.selectFrom('users').select('id').orderBy('id').limit(3).execute();
    const group = await db.selectFrom('groups').select('id').executeTakeFirstOrThrow();
    const position = await db.selectFrom('job_positions').select('id').executeTakeFirstOrThrow();
    const department = await db.selectFrom('departments').select('id').executeTakeFirstOrThrow();
    ids = {
      users: users.map((u) => u.id),
      group: group.id,
      position: position.id,
      department: department.id,
    };
  });
  afterAll(async () => t.close());

  it('answers 401 without a session, 403 without the right to manage forms, 404 for no template', async () => {
    const id = await newTemplate({ tw: '權限測試' });
    expect((await t.request({ method: 'GET', url: `/api/wf/template/${id}/definition` })).statusCode).toBe(
      401,
    );
    expect((await as(manager, 'GET', `/api/wf/template/${id}/definition`)).statusCode).toBe(403);
    expect(
      (
        await as(manager, 'PUT', `/api/wf/template/${id}/definition`, {
          form: FORM,
          flow: FLOW,
          baseVersionId: null,
        })
      ).statusCode,
    ).toBe(403);
    expect((await as(manager, 'POST', `/api/wf/template/${id}/copy`)).statusCode).toBe(403);
    expect((await definition(999999)).statusCode).toBe(404);
    expect((await save(999999, { form: FORM, flow: FLOW, baseVersionId: null })).statusCode).toBe(404);
  });

  it('lists the job positions a position rule picks from, to whoever designs forms', async () => {
    const res = await as(admin, 'GET', '/api/wf/designer/job-positions');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['總經理', '經理', '課長', '專員']);
    expect(res.json().data[0]).toEqual({ id: expect.any(Number), name: '總經理' });
    expect((await as(manager, 'GET', '/api/wf/designer/job-positions')).statusCode).toBe(403);
  });

  it('shows an empty definition with no version before the first save', async () => {
    const id = await newTemplate({ tw: '請購單', en: 'Purchase request' });
    const res = await definition(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      templateId: id,
      name: { tw: '請購單', en: 'Purchase request' },
      versionId: null,
      versionNo: 0,
      form: { fields: [] },
      flow: { steps: [] },
      usedBy: 0,
      updatedAt: expect.any(String),
    });
  });

  it('saves each definition as a new version, points the template at it, and audits it', async () => {
    const id = await newTemplate({ tw: '版本' });
    const first = await save(id, { form: FORM, flow: FLOW, baseVersionId: null });
    expect(first.statusCode).toBe(200);
    const v1 = first.json();
    expect(v1).toMatchObject({ templateId: id, versionNo: 1, form: FORM, flow: FLOW, usedBy: 0 });
    expect((await definition(id)).json()).toEqual(v1);
    const row = (await as(admin, 'GET', `/api/wf/template/${id}`)).json().data;
    expect(row.current_version_id).toBe(v1.versionId);

    const changedForm: FormDefinition = {
      fields: [...FORM.fields, { key: 'note', type: 'textarea', label: { tw: '備註' } }],
    };
    const second = await save(id, { form: changedForm, flow: FLOW, baseVersionId: v1.versionId });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ versionNo: 2, form: changedForm });
    // The first version is kept as it was, for the applications that started with it.
    const kept = await t.server.ctx.db
      .selectFrom('wf_template_versions')
      .select(['version_no', 'form'])
      .where('id', '=', v1.versionId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ version_no: 1, form: FORM });
    const audit = await t.server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'user_id'])
      .where('entity', '=', 'wf.template')
      .where('record_id', '=', id)
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ current_version_id: null }, { current_version_id: v1.versionId }],
      [{ current_version_id: v1.versionId }, { current_version_id: second.json().versionId }],
    ]);
    expect(audit[0]?.user_id).toBe(admin.user.id);
  });

  it('refuses a save from a stale version with 409 and the current definition', async () => {
    const id = await newTemplate({ tw: '衝突' });
    const v1 = (await save(id, { form: FORM, flow: FLOW, baseVersionId: null })).json();
    const stale = await save(id, { form: FORM, flow: FLOW, baseVersionId: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved this form/);
    expect(stale.json().data).toMatchObject({ versionId: v1.versionId, versionNo: 1 });
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const id = await newTemplate({ tw: '同時' });
    const answers = await Promise.all([
      save(id, { form: FORM, flow: FLOW, baseVersionId: null }),
      save(id, { form: FORM, flow: FLOW, baseVersionId: null }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await definition(id)).json().versionNo).toBe(1);
  });

  it.each([
    [
      'a blank label',
      { ...FORM, fields: [{ ...FORM.fields[0], label: { tw: '' } }, FORM.fields[1]] },
      FLOW,
      'form.fields.0.label.tw',
      'The Traditional Chinese text field is required.',
    ],
    [
      'a stage without approvers',
      FORM,
      { steps: [{ stage: stage('head', { approvers: [] }) }] },
      'flow.steps.0.stage.approvers',
      'The approvers field must have at least 1 item.',
    ],
    [
      'an approver rule missing its number',
      FORM,
      {
        steps: [
          {
            stage: stage('head', {
              approvers: [{ type: 'departmentHead' }] as unknown as Stage['approvers'],
            }),
          },
        ],
      },
      'flow.steps.0.stage.approvers.0.levelsUp',
      'The levels up field is required.',
    ],
    ['no steps', FORM, { steps: [] }, 'flow.steps', 'The steps field must have at least 1 item.'],
    [
      'any-N without n',
      FORM,
      { steps: [{ stage: stage('head', { mode: 'anyN' }) }] },
      'flow.steps.0.stage.n',
      'Say how many must approve.',
    ],
    [
      'a duplicate stage key in a branch',
      FORM,
      { steps: [{ stage: stage('head') }, { parallel: [[stage('a')], [stage('head')]] }] },
      'flow.steps.1.parallel.1.0.key',
      'Another stage already has the key “head”.',
    ],
    [
      'a condition on a field the form lacks',
      FORM,
      {
        steps: [{ stage: stage('head', { condition: { all: [{ field: 'total', op: 'gt', value: '5' }] } }) }],
      },
      'flow.steps.0.stage.condition.all.0.field',
      'The form has no field “total”.',
    ],
    [
      'a formula the form cannot work out',
      {
        fields: [
          ...FORM.fields,
          { key: 'total', type: 'computed', label: { tw: '合計', en: 'Total' }, formula: 'amount * subject' },
        ],
      },
      FLOW,
      'form',
      expect.stringContaining('Total'),
    ],
  ])('refuses %s with 422 keyed by path', async (_name, form, flow, path, message) => {
    const id = await newTemplate({ tw: `驗證 ${_name}` });
    const res = await save(id, { form, flow, baseVersionId: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[path]?.[0]).toEqual(message);
    // Only the branch the value is meant to be is reported, not every shape of a union.
    expect(Object.keys(res.json().errors)).toEqual([path]);
    expect((await definition(id)).json().versionId).toBeNull();
  });

  it('refuses approvers and CC that name records that do not exist', async () => {
    const id = await newTemplate({ tw: '參照' });
    const flow: FlowDefinition = {
      steps: [
        {
          stage: stage('head', {
            approvers: [
              { type: 'users', userIds: [ids.users[0]!, 987654] },
              { type: 'position', jobPositionId: ids.position, departmentId: 987653 },
            ],
            cc: [
              { type: 'group', groupId: 987652 },
              { type: 'position', jobPositionId: 987651 },
            ],
          }),
        },
      ],
    };
    const res = await save(id, { form: FORM, flow, baseVersionId: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'flow.steps.0.stage.approvers.0.userIds.1': ['User #987654 does not exist or is inactive.'],
      'flow.steps.0.stage.approvers.1.departmentId': ['Department #987653 does not exist.'],
      'flow.steps.0.stage.cc.0.groupId': ['Group #987652 does not exist.'],
      'flow.steps.0.stage.cc.1.jobPositionId': ['Job position #987651 does not exist.'],
    });
    const fine: FlowDefinition = {
      steps: [
        {
          stage: stage('head', {
            approvers: [
              { type: 'users', userIds: ids.users },
              { type: 'position', jobPositionId: ids.position, departmentId: ids.department },
            ],
            cc: [{ type: 'group', groupId: ids.group }],
            mode: 'anyN',
            n: 2,
          }),
        },
      ],
    };
    expect((await save(id, { form: FORM, flow: fine, baseVersionId: null })).statusCode).toBe(200);
  });

  it('counts the applications on the current version', async () => {
    const id = await newTemplate({ tw: '使用中' });
    const v1 = (await save(id, { form: FORM, flow: FLOW, baseVersionId: null })).json();
    await sql`insert into wf_instances (template_id, template_version_id, applicant_id)
      values (${id}, ${v1.versionId}, ${admin.user.id}), (${id}, ${v1.versionId}, ${admin.user.id})`.execute(
      t.server.ctx.db,
    );
    expect((await definition(id)).json().usedBy).toBe(2);
    const v2 = (await save(id, { form: FORM, flow: FLOW, baseVersionId: v1.versionId })).json();
    expect(v2.usedBy).toBe(0);
  });

  it('copies a template: named "(copy)" in each language, switched off, with its definition', async () => {
    const id = await newTemplate({ tw: '請購單', en: 'Purchase request', jp: '購入申請' });
    const v1 = (await save(id, { form: FORM, flow: FLOW, baseVersionId: null })).json();
    const res = await as(admin, 'POST', `/api/wf/template/${id}/copy`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({
      name: { tw: '請購單（複本）', en: 'Purchase request (copy)', jp: '購入申請（コピー）' },
      is_active: false,
      number_prefix: 'PR',
    });
    expect(copy.id).not.toBe(id);
    const copied = (await definition(copy.id)).json();
    expect(copied).toMatchObject({ versionNo: 1, form: FORM, flow: FLOW, usedBy: 0 });
    expect(copied.versionId).not.toBe(v1.versionId);
    expect(copy.current_version_id).toBe(copied.versionId);
    // The source is untouched.
    expect((await definition(id)).json()).toMatchObject({ versionId: v1.versionId, versionNo: 1 });

    const blank = await newTemplate({ tw: '空白' });
    const blankCopy = await as(admin, 'POST', `/api/wf/template/${blank}/copy`);
    expect(blankCopy.statusCode).toBe(201);
    expect((await definition(blankCopy.json().data.id)).json().versionId).toBeNull();
    expect((await as(admin, 'POST', '/api/wf/template/999999/copy')).statusCode).toBe(404);
  });
});
