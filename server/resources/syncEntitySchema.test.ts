import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { openTestDatabase, testDatabaseTargets } from '../../tests/support/testDatabases';
import type { OpenedDatabase } from '../db/openDatabase';
import { EntityStore } from './EntityStore';
import { rowScopeCondition } from './rowScope/rowScopeCondition';
import { parseListQuery } from './parseListQuery';
import { syncEntitySchema, UnsafeSchemaChange } from './syncEntitySchema';

function stage(): EntityDescriptor {
  return {
    id: 'cm.stage',
    module: 'cm',
    title: 'cm:x',
    api: '/api/cm/stage',
    table: 'cm_stages',
    permission: 'cm.admin.stage',
    actions: ['view'],
    labelField: 'name',
    fields: { name: { type: 'string', title: 'cm:x', maxLength: 50, unique: true } },
    list: { columns: ['name'], defaultSort: 'name' },
  };
}
function deal(): EntityDescriptor {
  return {
    id: 'cm.deal',
    module: 'cm',
    title: 'cm:x',
    api: '/api/cm/deal',
    table: 'cm_deals',
    permission: 'cm.use.deal',
    actions: ['view'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'cm:x', maxLength: 100 },
      amount: { type: 'decimal', title: 'cm:x', scale: 2 },
      stage_id: { type: 'reference', title: 'cm:x', reference: 'cm.stage' },
      won: { type: 'boolean', title: 'cm:x', default: false },
    },
    list: { columns: ['subject'], defaultSort: '-amount', filters: ['won'] },
  };
}

describe.each(testDatabaseTargets())('syncEntitySchema on $name', (target) => {
  let opened: OpenedDatabase;
  beforeEach(async () => {
    opened = await openTestDatabase(target);
  });
  afterEach(async () => opened.close());

  const columnsOf = async (table: string) =>
    (
      await sql<{ column_name: string; data_type: string }>`
        select column_name, data_type from information_schema.columns where table_name = ${table} order by ordinal_position`.execute(
        opened.db,
      )
    ).rows.map((r) => `${r.column_name}:${r.data_type}`);

  it('creates tables with system columns, references, and indexes; a second run changes nothing', async () => {
    // The referencing entity first: creation order must not matter.
    const changes = await syncEntitySchema(opened.db, [deal(), stage()]);
    expect(changes.map((c) => c.change)).toEqual([
      'create table cm_deals',
      'create table cm_stages',
      'reference cm_deals.stage_id → cm_stages',
      'index cm_deals_stage_id_idx',
      'index cm_deals_won_idx',
      'index cm_deals_amount_id_idx',
      'index cm_stages_name_uniq',
      'index cm_stages_name_id_idx',
    ]);
    expect(await columnsOf('cm_deals')).toEqual([
      'id:integer',
      'version:integer',
      'created_at:timestamp with time zone',
      'updated_at:timestamp with time zone',
      'created_by:integer',
      'updated_by:integer',
      'deleted_at:timestamp with time zone',
      'subject:character varying',
      'amount:numeric',
      'stage_id:integer',
      'won:boolean',
    ]);
    await expect(
      sql`insert into cm_deals (subject, stage_id) values ('x', 999)`.execute(opened.db),
    ).rejects.toThrow(/foreign key/);
    await sql`insert into cm_stages (name) values ('new')`.execute(opened.db);
    await expect(sql`insert into cm_stages (name) values ('new')`.execute(opened.db)).rejects.toThrow(
      /unique|duplicate/,
    );
    const history = await sql<{ change: string }>`select change from schema_sync_history order by id`.execute(
      opened.db,
    );
    expect(history.rows).toHaveLength(8);
    expect(await syncEntitySchema(opened.db, [deal(), stage()])).toEqual([]);
  });

  it('adds new fields and widens columns, keeping the data', async () => {
    await syncEntitySchema(opened.db, [stage()]);
    await sql`insert into cm_stages (name) values ('kept')`.execute(opened.db);
    const next = stage();
    next.fields.name = { type: 'string', title: 'cm:x', maxLength: 200, unique: true };
    next.fields.colour = { type: 'string', title: 'cm:x', format: 'color', default: '#fff' };
    const changes = await syncEntitySchema(opened.db, [next]);
    expect(changes.map((c) => c.change)).toEqual([
      'widen cm_stages.name from varchar(50) to varchar(200)',
      'add column cm_stages.colour',
    ]);
    const rows = await sql<{ name: string; colour: string }>`select name, colour from cm_stages`.execute(
      opened.db,
    );
    expect(rows.rows).toEqual([{ name: 'kept', colour: '#fff' }]);
  });

  it('refuses a change that could lose data, names the descriptor and field, and changes nothing', async () => {
    await syncEntitySchema(opened.db, [stage()]);
    const next = stage();
    next.fields.name = { type: 'integer', title: 'cm:x' };
    next.fields.extra = { type: 'text', title: 'cm:x' };
    const failure = syncEntitySchema(opened.db, [next]);
    await expect(failure).rejects.toBeInstanceOf(UnsafeSchemaChange);
    await expect(failure).rejects.toThrow(
      /cm\.stage: field "name" is stored as varchar\(50\) but the descriptor now asks for integer/,
    );
    expect(await columnsOf('cm_stages')).not.toContain('extra:text');
  });

  it('backs every sortable column with an index the list query reads in order, a label once per language', async () => {
    const d = deal();
    d.fields.kind = { type: 'i18nText', title: 'cm:x' };
    d.list.sortable = ['subject', 'kind', 'updated_at'];
    const changes = (await syncEntitySchema(opened.db, [d, stage()])).map((c) => c.change);
    expect(changes).toEqual(
      expect.arrayContaining([
        'index cm_deals_amount_id_idx',
        'index cm_deals_subject_id_idx',
        'index cm_deals_updated_at_id_idx',
        'index cm_deals_kind_tw_id_idx',
        'index cm_deals_kind_jp_id_idx',
      ]),
    );
    const indexes = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'cm_deals_subject_id_idx'`.execute(opened.db);
    expect(indexes.rows[0]?.indexdef).toMatch(/\(subject, id\) WHERE \(deleted_at IS NULL\)$/);
    // With sorting made the planner's last resort, each sort (either direction, any language) is
    // read off an index: no Sort node in the plan of the page of ids.
    const store = new EntityStore(d, new Map([[d.id, d]]));
    for (const [sort, lang] of [
      ['subject', 'en'],
      ['-updated_at', 'en'],
      ['-amount', 'en'],
      ['kind', 'jp'],
      ['-kind', 'tw'],
    ] as const) {
      const page = store.listQueries(parseListQuery(d, { sort }, lang)).page.compile(opened.db);
      const plan = await opened.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_sort = off`.execute(trx);
        const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]),
        );
        return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      // The outer sort orders the page's 20 joined rows; the ids below it come off the index.
      expect(plan.split('\n').filter((line) => /Sort(?! Key)/.test(line)).length, `${sort}\n${plan}`).toBe(1);
      expect(plan, sort).toMatch(/Index (Only )?Scan/);
    }
  });

  it('reads a scoped caller’s default page off an index led by the owning column', async () => {
    const d = { ...deal(), ownership: { users: ['created_by'] } };
    const changes = (await syncEntitySchema(opened.db, [d, stage()])).map((c) => c.change);
    expect(changes).toContain('index cm_deals_created_by_amount_id_idx');
    const store = new EntityStore(d, new Map([[d.id, d]]));
    const own = rowScopeCondition(d, 'own', { userId: 7, departments: [], subtree: [] }, new Map());
    const page = store.listQueries({ ...parseListQuery(d, {}, 'en'), scope: own }).page.compile(opened.db);
    const plan = await opened.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_sort = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]),
      );
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan (Backward )?using cm_deals_created_by_amount_id_idx/);
  });

  it('never drops a column that left the descriptor', async () => {
    const withNote = stage();
    withNote.fields.note = { type: 'text', title: 'cm:x' };
    await syncEntitySchema(opened.db, [withNote]);
    expect(await syncEntitySchema(opened.db, [stage()])).toEqual([]);
    expect(await columnsOf('cm_stages')).toContain('note:text');
  });
});
