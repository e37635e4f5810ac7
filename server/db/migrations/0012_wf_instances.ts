import { type Kysely, sql } from 'kysely';

/**
 * The sign-off engine's tables (issue 13, server/wf/engine):
 * - `wf_instances`: one application (a draft until submitted), with the template version it
 *   started with, its form values and its status; `round` counts its submissions (a resubmit
 *   after a return to the applicant starts the next); `version` is the stale-write check every
 *   action takes under `select ... for update`; `planned_user_ids` are the signers of stages not
 *   reached yet (they may already see the application);
 * - `wf_stage_runs`: each activation of a stage (a return or a resubmit activates it again), with
 *   the `round` of the submission it belongs to;
 *   `seq` orders the stages a signer added after a stage (`addSigner` after) within its slot;
 * - `wf_tasks`: one per approver per stage run (`role` `before`: a signer added before the
 *   caller, whose decision does not count toward the stage);
 * - `wf_history`: every action, with its actor and on whose behalf;
 * - `wf_cc`: who was copied; `wf_number_sequences`: the last sequence per prefix and date, taken
 *   inside the submit transaction so numbers have no gaps.
 * Also `departments.head_user_id`: the department head the `departmentHead` rule reads.
 * No foreign key to `wf_templates` (a descriptor table, made after the migrations run).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table departments add column head_user_id integer references users(id)`.execute(db);
  await sql`
    create table wf_instances (
      id serial primary key,
      template_id integer not null,
      template_version_id integer not null references wf_template_versions(id),
      kind text not null default 'general',
      number text unique,
      title text not null default '',
      applicant_id integer not null references users(id),
      applicant_department_id integer references departments(id),
      status text not null default 'draft'
        check (status in ('draft', 'running', 'returned', 'approved', 'rejected', 'withdrawn', 'ended')),
      values jsonb not null default '{}'::jsonb,
      file_ids integer[] not null default '{}',
      chosen_approvers jsonb not null default '{}'::jsonb,
      planned_user_ids integer[] not null default '{}',
      current_step integer,
      round integer not null default 0,
      version integer not null default 1,
      submitted_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // "mine", "draft" and "finished" folders: the applicant's rows by status, newest first.
  await sql`create index wf_instances_applicant_idx on wf_instances (applicant_id, status, updated_at desc, id desc)`.execute(
    db,
  );
  // The administrators' list of every running application.
  await sql`create index wf_instances_running_idx on wf_instances (updated_at desc, id desc) where status in ('running', 'returned')`.execute(
    db,
  );

  await sql`
    create table wf_stage_runs (
      id serial primary key,
      instance_id integer not null references wf_instances(id) on delete cascade,
      step integer not null,
      branch integer not null,
      slot integer not null,
      seq double precision not null default 0,
      stage_key text not null,
      name jsonb not null,
      round integer not null,
      state text not null
        check (state in ('planned', 'active', 'approved', 'rejected', 'skipped', 'returned', 'cancelled')),
      mode text not null,
      n integer,
      percent integer,
      required integer not null default 1,
      skipped_because text,
      added_by integer references users(id),
      deadline timestamptz,
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index wf_stage_runs_instance_idx on wf_stage_runs (instance_id, id)`.execute(db);
  // Overdue reminders read only the active runs with a deadline.
  await sql`create index wf_stage_runs_deadline_idx on wf_stage_runs (deadline) where state = 'active' and deadline is not null`.execute(
    db,
  );

  await sql`
    create table wf_tasks (
      id serial primary key,
      instance_id integer not null references wf_instances(id) on delete cascade,
      run_id integer not null references wf_stage_runs(id) on delete cascade,
      assignee_id integer not null references users(id),
      role text not null default 'approver' check (role in ('approver', 'before')),
      state text not null
        check (state in ('planned', 'pending', 'waiting', 'approved', 'rejected', 'returned', 'cancelled', 'forwarded')),
      before_task_id integer references wf_tasks(id),
      forwarded_from_id integer references wf_tasks(id),
      added_by integer references users(id),
      acted_by integer references users(id),
      on_behalf_of integer references users(id),
      acted_at timestamptz,
      comment text,
      sort integer not null default 0,
      reminded integer not null default 0,
      reminded_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  // The "to sign" folder: a user's pending tasks, newest first (a few hundred rows of 100,000s).
  await sql`create index wf_tasks_assignee_idx on wf_tasks (assignee_id, state, created_at desc)`.execute(db);
  // The "signed by me" folder.
  await sql`create index wf_tasks_acted_idx on wf_tasks (acted_by, acted_at desc) where acted_by is not null`.execute(
    db,
  );
  await sql`create index wf_tasks_instance_idx on wf_tasks (instance_id, run_id)`.execute(db);

  await sql`
    create table wf_history (
      id serial primary key,
      instance_id integer not null references wf_instances(id) on delete cascade,
      action text not null,
      actor_id integer references users(id),
      on_behalf_of integer references users(id),
      run_id integer references wf_stage_runs(id) on delete set null,
      stage_key text,
      comment text,
      file_ids integer[] not null default '{}',
      details jsonb,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index wf_history_instance_idx on wf_history (instance_id, id)`.execute(db);

  await sql`
    create table wf_cc (
      id serial primary key,
      instance_id integer not null references wf_instances(id) on delete cascade,
      user_id integer not null references users(id),
      run_id integer references wf_stage_runs(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index wf_cc_user_idx on wf_cc (user_id, created_at desc)`.execute(db);
  await sql`create index wf_cc_instance_idx on wf_cc (instance_id)`.execute(db);

  await sql`
    create table wf_number_sequences (
      key text primary key,
      last_value integer not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'wf_number_sequences',
    'wf_cc',
    'wf_history',
    'wf_tasks',
    'wf_stage_runs',
    'wf_instances',
  ])
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  await sql`alter table departments drop column if exists head_user_id`.execute(db);
}
