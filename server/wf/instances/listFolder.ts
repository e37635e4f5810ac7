import { type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { WfInstancesTable, WfTasksTable } from '../../db/DatabaseSchema';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import type { Folder, FolderCounts, InstanceRow, InstanceStatus } from '../../../schemas/wf/wfApi';
import type { WfDatabase, WfDb } from '../engine/wfDatabase';

/** The search a folder (or the administrators' running list) takes. */
export interface FolderSearch {
  /** Title or number, part of either. */
  q?: string;
  /** The applicant: a user id, or part of their name. */
  applicant?: string;
  /** Submitted (or, for drafts, created) on or after / on or before, `YYYY-MM-DD` in the organisation's zone. */
  from?: string;
  to?: string;
  template?: number;
}

export interface Page {
  page: number;
  perPage: number;
}

export interface ListAnswer {
  data: InstanceRow[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

const RUNNING: InstanceStatus[] = ['running', 'returned'];
const FINISHED: InstanceStatus[] = ['approved', 'rejected', 'withdrawn', 'ended'];

type IDb = WfDatabase & { i: WfInstancesTable };
type TiDb = IDb & { t: WfTasksTable };
type Query = SelectQueryBuilder<IDb, 'i', object>;
type Eb = ExpressionBuilder<IDb, 'i'>;

/** `%text%` for ILIKE with the text's own % and _ taken literally. */
function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search as conditions on `i` (the application), for any query that has it. */
function searchConditions(search: FolderSearch, timeZone: string): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  const text = search.q?.trim();
  if (text) out.push(sql<boolean>`(i.title ilike ${like(text)} or i.number ilike ${like(text)})`);
  const applicant = search.applicant?.trim();
  if (applicant) {
    if (/^[1-9][0-9]{0,9}$/.test(applicant)) out.push(sql<boolean>`i.applicant_id = ${Number(applicant)}`);
    else
      out.push(
        sql<boolean>`exists (select 1 from users au where au.id = i.applicant_id and au.name ilike ${like(applicant)})`,
      );
  }
  const day = sql`(coalesce(i.submitted_at, i.created_at) at time zone ${timeZone})::date`;
  if (search.from) out.push(sql<boolean>`${day} >= ${search.from}::date`);
  if (search.to) out.push(sql<boolean>`${day} <= ${search.to}::date`);
  if (search.template !== undefined) out.push(sql<boolean>`i.template_id = ${search.template}`);
  return out;
}

function searched<Q extends { where: (condition: RawBuilder<boolean>) => Q }>(
  query: Q,
  search: FolderSearch,
  timeZone: string,
): Q {
  return searchConditions(search, timeZone).reduce((q, condition) => q.where(condition), query);
}

/** Who the caller acts for today: their delegators, each on every template or one. */
export interface Acting {
  userId: number;
  delegations: Array<{ userId: number; templateId: number | null }>;
}

/** Tasks waiting for the caller, or for someone they act for today (per template when the delegation says so). */
function waitingFor(eb: ExpressionBuilder<TiDb, 't' | 'i'>, acting: Acting) {
  return eb.or([
    eb('t.assignee_id', '=', acting.userId),
    ...acting.delegations.map((d) =>
      d.templateId === null
        ? eb('t.assignee_id', '=', d.userId)
        : eb.and([eb('t.assignee_id', '=', d.userId), eb('i.template_id', '=', d.templateId)]),
    ),
  ]);
}

function folderWhere(db: WfDb, folder: Exclude<Folder, 'receive'>, userId: number) {
  return (eb: Eb) => {
    switch (folder) {
      case 'mine':
        return eb.and([eb('i.applicant_id', '=', userId), eb('i.status', 'in', RUNNING)]);
      case 'draft':
        return eb.and([eb('i.applicant_id', '=', userId), eb('i.status', '=', 'draft')]);
      case 'finished':
        return eb.and([eb('i.applicant_id', '=', userId), eb('i.status', 'in', FINISHED)]);
      case 'signed':
        return eb(
          'i.id',
          'in',
          db.selectFrom('wf_tasks').select('instance_id').where('acted_by', '=', userId),
        );
      case 'cc':
        return eb('i.id', 'in', db.selectFrom('wf_cc').select('instance_id').where('user_id', '=', userId));
    }
  };
}

/** The rows of a page of instance ids, in that order, with their template, applicant and current stages. */
async function rowsOf(db: WfDb, ids: number[]): Promise<InstanceRow[]> {
  if (ids.length === 0) return [];
  const [rows, stages] = [
    await db
      .selectFrom('wf_instances as i')
      .innerJoin('users as u', 'u.id', 'i.applicant_id')
      .leftJoin('wf_templates as tp', 'tp.id', 'i.template_id')
      .select([
        'i.id',
        'i.number',
        'i.title',
        'i.template_id',
        'tp.name as template_name',
        'i.applicant_id',
        'u.name as applicant_name',
        'i.status',
        'i.submitted_at',
        'i.updated_at',
      ])
      .where('i.id', 'in', ids)
      .execute(),
    await db
      .selectFrom('wf_stage_runs')
      .select(['instance_id', 'stage_key', 'name'])
      .where('instance_id', 'in', ids)
      .where('state', '=', 'active')
      .orderBy('id')
      .execute(),
  ];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => r !== undefined)
    .map((r) => ({
      id: r.id,
      number: r.number,
      title: r.title,
      template: { id: r.template_id, name: (r.template_name ?? { tw: '' }) as LocalisedText },
      applicant: { id: r.applicant_id, name: r.applicant_name },
      status: r.status as InstanceStatus,
      currentStages: stages
        .filter((s) => s.instance_id === r.id)
        .map((s) => ({ key: s.stage_key, name: s.name as LocalisedText })),
      submittedAt: r.submitted_at?.toISOString() ?? null,
      updatedAt: r.updated_at.toISOString(),
    }));
}

function meta(page: Page, total: number): ListAnswer['meta'] {
  return {
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.perPage)),
    per_page: page.perPage,
    total,
  };
}

/**
 * One folder of the sign-off list, paged in SQL. `receive` reads the caller's (and their
 * delegators') pending tasks through `wf_tasks_assignee_idx`, newest arrival first; the others
 * read the applicant index or the caller's acted / copied rows, last change first.
 */
export async function listFolder(
  db: WfDb,
  acting: Acting,
  folder: Folder,
  search: FolderSearch,
  page: Page,
  timeZone: string,
): Promise<ListAnswer> {
  const offset = (page.page - 1) * page.perPage;
  if (folder === 'receive') {
    const base = searched(
      db
        .selectFrom('wf_tasks as t')
        .innerJoin('wf_instances as i', 'i.id', 't.instance_id')
        .where('t.state', '=', 'pending')
        .where((eb) => waitingFor(eb, acting)),
      search,
      timeZone,
    );
    const [ids, count] = [
      await base
        .select(['i.id'])
        .select((eb) => eb.fn.max('t.created_at').as('arrived'))
        .groupBy('i.id')
        .orderBy('arrived', 'desc')
        .orderBy('i.id', 'desc')
        .limit(page.perPage)
        .offset(offset)
        .execute(),
      await base.select(sql<number>`count(distinct i.id)::int`.as('n')).executeTakeFirstOrThrow(),
    ];
    return {
      data: await rowsOf(
        db,
        ids.map((r) => r.id),
      ),
      meta: meta(page, count.n),
    };
  }
  const base = searched(
    db.selectFrom('wf_instances as i').where(folderWhere(db, folder, acting.userId)),
    search,
    timeZone,
  );
  return listed(db, base, page);
}

async function listed(db: WfDb, base: Query, page: Page): Promise<ListAnswer> {
  const [ids, count] = [
    await base
      .select('i.id')
      .orderBy('i.updated_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ];
  return {
    data: await rowsOf(
      db,
      ids.map((r) => r.id),
    ),
    meta: meta(page, count.n),
  };
}

/** GET /api/wf/running: every running application (or one returned to its applicant), for administrators. */
export async function listRunning(
  db: WfDb,
  search: FolderSearch,
  page: Page,
  timeZone: string,
): Promise<ListAnswer> {
  return listed(
    db,
    searched(db.selectFrom('wf_instances as i').where('i.status', 'in', RUNNING), search, timeZone),
    page,
  );
}

/** How many items each folder holds (the counts beside the folder names). */
export async function folderCounts(db: WfDb, acting: Acting): Promise<FolderCounts> {
  const receive = await db
    .selectFrom('wf_tasks as t')
    .innerJoin('wf_instances as i', 'i.id', 't.instance_id')
    .where('t.state', '=', 'pending')
    .where((eb) => waitingFor(eb, acting))
    .select(sql<number>`count(distinct i.id)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const counts: FolderCounts = { receive: receive.n, mine: 0, draft: 0, signed: 0, cc: 0, finished: 0 };
  for (const folder of ['mine', 'draft', 'signed', 'cc', 'finished'] as const) {
    const row = await db
      .selectFrom('wf_instances as i')
      .where(folderWhere(db, folder, acting.userId))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    counts[folder] = row.n;
  }
  return counts;
}
