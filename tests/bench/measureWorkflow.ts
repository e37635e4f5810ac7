import { sql } from 'kysely';
import type { InstanceView } from '../../schemas/wf/wfApi';
import { wfDb } from '../../server/wf/engine/wfDatabase';
import { bearer, startTestServer, type TestServer } from '../support/startTestServer';
import { percentile } from './percentile';

export interface WorkflowFolderResult {
  database: 'pglite' | 'postgres';
  instances: number;
  users: number;
  /** Items waiting in the measured user's "to sign" folder. */
  pending: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** GET /api/wf/instance/counts for the same user. */
  countsP50Ms: number;
  countsP99Ms: number;
  seedMs: number;
  targetP99Ms: number;
}

export interface WorkflowThroughputResult {
  database: 'pglite' | 'postgres';
  clients: number;
  instances: number;
  /** Submitted and fully approved (three approvals each) per second. */
  instancesPerSecond: number;
  totalMs: number;
  /** Requests answered other than 200/201 (each retried after reloading the version). */
  conflicts: number;
  /** What the check after the run found wrong (empty: nothing lost, nothing doubled, numbers gapless). */
  problems: string[];
}

/** A page of the to-sign folder should feel instant even with 100,000 applications stored. */
export const WORKFLOW_FOLDER_P99_TARGET_MS = 100;

const FORM = {
  fields: [
    { key: 'subject', type: 'text', label: { tw: '主旨' }, required: true },
    { key: 'amount', type: 'money', label: { tw: '金額' }, required: true },
  ],
  titleField: 'subject',
};

async function createTemplate(
  t: TestServer,
  flow: unknown,
  prefix: string,
): Promise<{ id: number; versionId: number }> {
  const db = t.server.ctx.db;
  const inserted = await sql<{ id: number }>`
    insert into wf_templates (name, kind, number_prefix, users, is_active, sort)
    values (${JSON.stringify({ tw: '採購單', en: 'Purchase' })}::jsonb, 'general', ${prefix}, '', true, 0)
    returning id`.execute(db);
  const id = inserted.rows[0]!.id;
  const version = await db
    .insertInto('wf_template_versions')
    .values({
      template_id: id,
      version_no: 1,
      form: JSON.stringify(FORM),
      flow: JSON.stringify(flow),
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update wf_templates set current_version_id = ${version.id} where id = ${id}`.execute(db);
  return { id, versionId: version.id };
}

function serverOn(database: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<TestServer> {
  return startTestServer({
    name: database,
    create: async () => ({ databaseUrl, drop: async () => undefined }),
  });
}

/**
 * Issue 13: the "to sign" folder of a user with `pending` items among `instances` applications
 * of `users` people, a page of 20, through the whole HTTP stack (fastify's inject). The rows are
 * bulk-inserted with generate_series: a quarter running (one active stage, one pending task), a
 * twentieth drafts, the rest approved (a decided task and its history).
 *
 * @example await measureWorkflowFolder({ database: 'postgres', databaseUrl })
 */
export async function measureWorkflowFolder(options: {
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  instances?: number;
  users?: number;
  pending?: number;
  requests?: number;
}): Promise<WorkflowFolderResult> {
  const instances = options.instances ?? 100_000;
  const userCount = options.users ?? 1_000;
  const pending = options.pending ?? 500;
  const requests = options.requests ?? 300;
  const t = await serverOn(options.database, options.databaseUrl);
  try {
    const db = t.server.ctx.db;
    const started = performance.now();
    const template = await createTemplate(
      t,
      {
        steps: [
          {
            stage: {
              key: 'head',
              name: { tw: '主管' },
              approvers: [{ type: 'users', userIds: [1] }],
              mode: 'one',
              whenNoApprover: 'skip',
            },
          },
        ],
      },
      'BN',
    );
    const hash = (
      await db
        .selectFrom('users')
        .select('password_hash')
        .where('account', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).password_hash;
    await sql`
      insert into users (account, name, email, phone, password_hash, language, is_active)
      select 'bench' || lpad(g::text, 5, '0'), 'Bench user ' || g, null, null, ${hash}, 'tw', true
      from generate_series(1, ${userCount}) g`.execute(db);
    // Members of the company's top department, which holds `wf.use` in the demo organisation.
    await sql`
      insert into user_departments (user_id, department_id, is_primary, job_position_id)
      select u.id, d.id, true, null from users u, departments d
      where u.account like 'bench%' and d.code = 'HQ'`.execute(db);
    const ids = (
      await db
        .selectFrom('users')
        .select('id')
        .where('account', 'like', 'bench%')
        .orderBy('account')
        .execute()
    ).map((u) => u.id);
    const target = ids[0]!;
    const others = ids.slice(1);
    await sql`
      insert into wf_instances (template_id, template_version_id, kind, number, title, applicant_id, status,
                                values, current_step, round, version, submitted_at, finished_at, created_at, updated_at)
      select ${template.id}, ${template.versionId}, 'general',
             case when g % 20 = 0 then null else 'BN' || lpad(g::text, 8, '0') end,
             'Bench application ' || g,
             (${sql.val(ids)}::integer[])[1 + g % ${userCount}],
             case when g % 20 = 0 then 'draft' when g % 4 = 1 then 'running' else 'approved' end,
             jsonb_build_object('subject', 'Bench application ' || g, 'amount', (g % 5000)::text || '.00'),
             case when g % 4 = 1 then 0 end, case when g % 20 = 0 then 0 else 1 end, 3,
             case when g % 20 = 0 then null else now() - make_interval(mins => g) end,
             case when g % 4 in (0, 2, 3) and g % 20 <> 0 then now() - make_interval(mins => g) + interval '1 hour' end,
             now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, ${instances}) g`.execute(db);
    await sql`
      insert into wf_stage_runs (instance_id, step, branch, slot, seq, stage_key, name, round, state, mode, required,
                                 started_at, finished_at)
      select i.id, 0, 0, 0, 0, 'head', '{"tw":"主管"}'::jsonb, 1,
             case when i.status = 'running' then 'active' else 'approved' end, 'one', 1, i.submitted_at, i.finished_at
      from wf_instances i where i.template_id = ${template.id} and i.status <> 'draft'`.execute(db);
    await sql`
      insert into wf_tasks (instance_id, run_id, assignee_id, role, state, acted_by, acted_at, sort, created_at)
      select r.instance_id, r.id,
             case when r.state = 'active' and r.rn <= ${pending} then ${target}
                  else (${sql.val(others)}::integer[])[1 + (r.instance_id * 7919) % ${others.length}] end,
             'approver', case when r.state = 'active' then 'pending' else 'approved' end,
             case when r.state = 'active' then null
                  else (${sql.val(others)}::integer[])[1 + (r.instance_id * 7919) % ${others.length}] end,
             r.finished_at, 0, r.started_at
      from (select r.*, row_number() over (partition by r.state order by r.instance_id) as rn
            from wf_stage_runs r join wf_instances i on i.id = r.instance_id
            where i.template_id = ${template.id}) r`.execute(db);
    await sql`
      insert into wf_history (instance_id, action, actor_id, at)
      select id, 'submit', applicant_id, submitted_at from wf_instances
      where template_id = ${template.id} and status <> 'draft'`.execute(db);
    await sql`
      insert into wf_history (instance_id, action, actor_id, run_id, stage_key, at)
      select t.instance_id, 'approve', t.acted_by, t.run_id, 'head', t.acted_at
      from wf_tasks t join wf_instances i on i.id = t.instance_id
      where i.template_id = ${template.id} and t.state = 'approved'`.execute(db);
    await sql`analyze`.execute(db);
    const seedMs = Math.round(performance.now() - started);

    const token = (await t.signIn('bench00001')).token;
    const headers = { ...bearer(token), 'accept-language': 'en' };
    const pages = Math.ceil(pending / 20);
    const get = async (url: string) => {
      const at = performance.now();
      const res = await t.request({ method: 'GET', url, headers });
      const ms = performance.now() - at;
      if (res.statusCode !== 200)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return { ms, body: res.json() };
    };
    // Warm up (plans cached, pages in memory), then measure.
    for (let page = 1; page <= 3; page++)
      await get(`/api/wf/instance?folder=receive&page=${page}&per_page=20`);
    const first = await get('/api/wf/instance?folder=receive&page=1&per_page=20');
    if (first.body.meta.total !== pending || first.body.data.length !== 20)
      throw new Error(`the folder holds ${first.body.meta.total} items, expected ${pending}`);
    const times: number[] = [];
    for (let i = 0; i < requests; i++)
      times.push((await get(`/api/wf/instance?folder=receive&page=${1 + (i % pages)}&per_page=20`)).ms);
    const counts: number[] = [];
    for (let i = 0; i < Math.ceil(requests / 3); i++) counts.push((await get('/api/wf/instance/counts')).ms);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      database: options.database,
      instances,
      users: userCount,
      pending,
      requests,
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
      countsP50Ms: round(percentile(counts, 50)),
      countsP99Ms: round(percentile(counts, 99)),
      seedMs,
      targetP99Ms: WORKFLOW_FOLDER_P99_TARGET_MS,
    };
  } finally {
    await t.close();
  }
}

/**
 * Issue 13: `clients` (16) concurrent clients, each submitting applications and having them
 * approved to the end (a stage of one of two approvers, then a countersign of two: three
 * approvals each), through the whole HTTP stack. A 409 (someone else's approval made the version
 * stale) is answered as the page would: reload the version and act again. Afterwards the tables
 * are checked: every application approved, each stage approved exactly once with exactly the
 * approvals it needed, one history row per action, numbers distinct and without gaps.
 */
export async function measureWorkflowThroughput(options: {
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  clients?: number;
  perClient?: number;
}): Promise<WorkflowThroughputResult> {
  const clients = options.clients ?? 16;
  const perClient = options.perClient ?? 10;
  const t = await serverOn(options.database, options.databaseUrl);
  try {
    const db = wfDb(t.server.ctx.db);
    const users = await db.selectFrom('users').select(['id', 'account']).execute();
    const idOf = (account: string) => users.find((u) => u.account === account)!.id;
    const approvers = ['user01', 'user02', 'user03', 'user04'];
    const flow = {
      steps: [
        {
          stage: {
            key: 'head',
            name: { tw: '主管' },
            approvers: [{ type: 'users', userIds: [idOf('user01'), idOf('user02')] }],
            mode: 'one',
            whenNoApprover: 'skip',
          },
        },
        {
          stage: {
            key: 'board',
            name: { tw: '會簽' },
            approvers: [{ type: 'users', userIds: [idOf('user03'), idOf('user04')] }],
            mode: 'all',
            whenNoApprover: 'skip',
          },
        },
      ],
    };
    const template = await createTemplate(t, flow, 'TP');
    const applicants = Array.from({ length: clients }, (_, i) => `user${String(5 + i).padStart(2, '0')}`);
    const tokens = new Map<string, string>();
    for (const account of [...applicants, ...approvers]) tokens.set(account, (await t.signIn(account)).token);
    let conflicts = 0;
    const call = async (account: string, method: 'POST', url: string, payload: unknown) =>
      t.request({
        method,
        url,
        headers: { ...bearer(tokens.get(account)!), 'accept-language': 'en' },
        payload: payload as string,
      });
    const approve = async (account: string, id: number, version: number): Promise<number> => {
      let seen = version;
      for (let attempt = 0; attempt < 50; attempt++) {
        const res = await call(account, 'POST', `/api/wf/instance/${id}/action`, {
          action: 'approve',
          version: seen,
        });
        if (res.statusCode === 200) return (res.json() as InstanceView).version;
        if (res.statusCode !== 409)
          throw new Error(`approve answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        conflicts++;
        seen = (
          await db.selectFrom('wf_instances').select('version').where('id', '=', id).executeTakeFirstOrThrow()
        ).version;
      }
      throw new Error(`approve of ${id} kept conflicting`);
    };
    const started = performance.now();
    await Promise.all(
      applicants.map(async (applicant, c) => {
        for (let n = 0; n < perClient; n++) {
          const res = await call(applicant, 'POST', '/api/wf/instance', {
            templateId: template.id,
            values: { subject: `Bench ${c}-${n}`, amount: '100.00' },
            submit: true,
          });
          if (res.statusCode !== 201)
            throw new Error(`submit answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
          const view = res.json() as InstanceView;
          let version = await approve(approvers[(c + n) % 2]!, view.id, view.version);
          // The countersign's two approvers act at once, as two colleagues would.
          const [a, b] = await Promise.all([
            approve('user03', view.id, version),
            approve('user04', view.id, version),
          ]);
          version = Math.max(a, b);
        }
      }),
    );
    const totalMs = performance.now() - started;
    const problems = await checkThroughputRun(db, template.id, clients * perClient);
    return {
      database: options.database,
      clients,
      instances: clients * perClient,
      instancesPerSecond: Math.round(((clients * perClient) / (totalMs / 1000)) * 10) / 10,
      totalMs: Math.round(totalMs),
      conflicts,
      problems,
    };
  } finally {
    await t.close();
  }
}

/** What went wrong in the tables after a throughput run (nothing lost, nothing doubled). */
async function checkThroughputRun(
  db: ReturnType<typeof wfDb>,
  templateId: number,
  expected: number,
): Promise<string[]> {
  const problems: string[] = [];
  const instances = await db
    .selectFrom('wf_instances')
    .select(['id', 'status', 'number', 'version'])
    .where('template_id', '=', templateId)
    .execute();
  if (instances.length !== expected)
    problems.push(`${instances.length} applications stored, ${expected} submitted`);
  const notApproved = instances.filter((i) => i.status !== 'approved');
  if (notApproved.length > 0) problems.push(`${notApproved.length} applications not approved`);
  const sequences = instances.map((i) => Number(i.number?.slice(-4))).sort((a, b) => a - b);
  if (!sequences.every((s, i) => s === i + 1)) problems.push('numbers have gaps or repeats');
  // submit + 3 approvals: version 1 → 5.
  const wrongVersion = instances.filter((i) => i.version !== 5);
  if (wrongVersion.length > 0)
    problems.push(`${wrongVersion.length} applications with a version other than 5`);
  const runs = await sql<{ stage_key: string; approved_runs: number; approvals: number; other_runs: number }>`
    select r.stage_key,
           count(*) filter (where r.state = 'approved')::int as approved_runs,
           count(*) filter (where r.state <> 'approved')::int as other_runs,
           coalesce(sum((select count(*) from wf_tasks t where t.run_id = r.id and t.state = 'approved')), 0)::int as approvals
    from wf_stage_runs r join wf_instances i on i.id = r.instance_id
    where i.template_id = ${templateId} group by r.stage_key order by r.stage_key`.execute(db);
  const byKey = new Map(runs.rows.map((r) => [r.stage_key, r]));
  for (const [key, approvals] of [
    ['head', expected],
    ['board', 2 * expected],
  ] as const) {
    const r = byKey.get(key);
    if (!r || r.approved_runs !== expected || r.other_runs !== 0)
      problems.push(
        `stage ${key}: ${r?.approved_runs ?? 0} approved runs and ${r?.other_runs ?? 0} others, expected ${expected}`,
      );
    if (r && r.approvals !== approvals)
      problems.push(`stage ${key}: ${r.approvals} approvals, expected ${approvals}`);
  }
  const history = await sql<{ action: string; n: number }>`
    select h.action, count(*)::int as n from wf_history h join wf_instances i on i.id = h.instance_id
    where i.template_id = ${templateId} group by h.action order by h.action`.execute(db);
  const actions = Object.fromEntries(history.rows.map((r) => [r.action, r.n]));
  if (actions.submit !== expected || actions.approve !== 3 * expected || Object.keys(actions).length !== 2)
    problems.push(
      `history ${JSON.stringify(actions)}, expected ${expected} submits and ${3 * expected} approvals`,
    );
  return problems;
}
