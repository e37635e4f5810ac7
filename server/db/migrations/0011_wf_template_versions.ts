import { type Kysely, sql } from 'kysely';

/**
 * The versions of a sign-off template's definition (issue 13): each save of the form designer
 * adds a row (`version_no` counts up per template) and points the template
 * (`wf_templates.current_version_id`, a descriptor table) at it; an instance keeps the version
 * it started with, so a version row is never changed or deleted. No foreign key to
 * `wf_templates`: that table is made by the descriptor schema sync, which runs after migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wf_template_versions (
      id serial primary key,
      template_id integer not null,
      version_no integer not null,
      form jsonb not null,
      flow jsonb not null,
      created_by integer references users(id),
      created_at timestamptz not null default now(),
      unique (template_id, version_no)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wf_template_versions`.execute(db);
}
