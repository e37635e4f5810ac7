import { textSearchCondition } from './textSearch/textSearchCondition';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import { overlapCondition } from './calendar/calendarOverlapSql';
import type { CalendarWindow } from './calendar/CalendarWindow';
import { filesSelection } from '../files/filesSql';
import { sqlTypeOf } from './columnTypes';
import { encodeListCursor, type ListCursor } from './listCursor';
import type { ListParams } from './parseListQuery';
import { integerArray, referencesCondition, referencesLabels } from './referencesSql';
import { underCondition } from './tree/underCondition';
import { i18nTextSqlLabel, i18nTextSqlSearch } from './richtext/i18nTextSql';
import { sanitiseHtml } from './richtext/sanitiseHtml';
import type { Executor } from '../db/Executor';
import type { BatchMemo } from './BatchMemo';
import { shownUserColumns, type UserColumn } from './shownUserColumns';

export type Row = Record<string, unknown>;

/** Fields stored as jsonb from a JSON value (a form, a form's values, free JSON). */
const JSON_TYPES = new Set(['json', 'formDefinition', 'formValues']);

/** A list is counted exactly up to this many rows; beyond, the total is reported as capped. */
export const COUNT_CAP = 10_000;

const SYSTEM_SELECT = ['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by', 'deleted_at'];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Takes each row's `cursor_key` off, keeping the last row's key and id for the next cursor. */
function withoutCursorKeys(rows: Row[]): { rows: Row[]; last: { key: string | null; id: number } | null } {
  let key: string | null = null;
  const out = rows.map(({ cursor_key, ...row }) => {
    key = (cursor_key as string | null) ?? null;
    return row;
  });
  const lastRow = out.at(-1);
  return { rows: out, last: lastRow ? { key, id: Number(lastRow.id) } : null };
}

/** Where the next page starts after a full page; nowhere after a short one (the list ends there). */
function nextOf(params: ListParams, page: ReturnType<typeof withoutCursorKeys>): ListCursor | null {
  return page.last && page.rows.length === params.perPage ? page.last : null;
}

/**
 * SQL for one entity's table, built only from descriptor names (validated by
 * the meta-schema) and parameters. Reads join each referenced row's label.
 */
export class EntityStore {
  private readonly fields: Array<[string, FieldDescriptor]>;
  /** The user columns the screens show, selected with the user's name (shownUserColumns). */
  private readonly userColumns: readonly UserColumn[];
  constructor(
    readonly descriptor: EntityDescriptor,
    /** Every entity by id, for the targets of references. */
    readonly registry: ReadonlyMap<string, EntityDescriptor>,
  ) {
    this.fields = Object.entries(descriptor.fields as Record<string, FieldDescriptor>);
    this.userColumns = shownUserColumns(descriptor);
  }

  private get table() {
    return sql.table(this.descriptor.table);
  }

  /** Columns of a row as the API shows it, plus `{field}_label` for references. */
  private selection(): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = SYSTEM_SELECT.map((c) => sql`t.${sql.id(c)}`);
    // Who created or changed a row, by name, where a screen shows it.
    for (const column of this.userColumns)
      parts.push(sql`${sql.id(`u_${column}`)}.name as ${sql.id(`${column}_label`)}`);
    this.fields.forEach(([name, field], i) => {
      // A secret column stays in the table: only the module's own code reads it (docs/resource-api.md).
      if (field.secret) return;
      // Dates as text: drivers would otherwise shift them through the local time zone.
      parts.push(
        field.type === 'date' ? sql`t.${sql.id(name)}::text as ${sql.id(name)}` : sql`t.${sql.id(name)}`,
      );
      const target =
        field.type === 'reference' && field.reference ? this.registry.get(field.reference) : undefined;
      if (target)
        parts.push(sql`${sql.id(`r${i}`)}.${sql.id(target.labelField)} as ${sql.id(`${name}_label`)}`);
      if (field.type === 'references') parts.push(referencesLabels(this.registry, name, field));
      if (field.type === 'files') parts.push(filesSelection(name));
    });
    return sql.join(parts);
  }

  private joins(): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = this.userColumns.map(
      (column) =>
        sql`left join users as ${sql.id(`u_${column}`)} on ${sql.id(`u_${column}`)}.id = t.${sql.id(column)}`,
    );
    this.fields.forEach(([name, field], i) => {
      const target =
        field.type === 'reference' && field.reference ? this.registry.get(field.reference) : undefined;
      if (target)
        parts.push(
          sql`left join ${sql.table(target.table)} as ${sql.id(`r${i}`)} on ${sql.id(`r${i}`)}.id = t.${sql.id(name)}`,
        );
    });
    return parts.length ? sql.join(parts, sql` `) : sql``;
  }

  private where(params: Pick<ListParams, 'filters' | 'search' | 'trashed' | 'scope'>): RawBuilder<unknown> {
    const conditions = this.conditions(params);
    return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  }

  private conditions(
    params: Pick<ListParams, 'filters' | 'search' | 'trashed' | 'scope'>,
  ): RawBuilder<unknown>[] {
    const conditions: RawBuilder<unknown>[] = [];
    if (params.scope) conditions.push(params.scope);
    if (params.trashed === 'without') conditions.push(sql`t.deleted_at is null`);
    if (params.trashed === 'only') conditions.push(sql`t.deleted_at is not null`);
    for (const f of params.filters) {
      const column = sql`t.${sql.id(f.field)}`;
      const field = (this.descriptor.fields as Record<string, FieldDescriptor>)[f.field];
      if (f.op === 'under') conditions.push(underCondition(this.descriptor, this.registry, column, f));
      else if (field?.type === 'references') conditions.push(referencesCondition(column, f));
      else if (f.op === 'eq') conditions.push(sql`${column} = ${f.value}`);
      else if (f.op === 'in') conditions.push(sql`${column} in (${sql.join(f.value as unknown[])})`);
      else if (f.op === 'gte') conditions.push(sql`${column} >= ${f.value}`);
      else if (f.op === 'lte') conditions.push(sql`${column} <= ${f.value}`);
      else if (f.op === 'overlaps')
        conditions.push(overlapCondition(this.descriptor, f.value as CalendarWindow));
      else conditions.push(sql`${column} is null`);
    }
    if (params.search) {
      const pattern = `%${escapeLike(params.search)}%`;
      const fields = this.descriptor.list.quickSearch ?? [];
      const matches = fields.map((f) =>
        this.fieldType(f) === 'i18nText'
          ? i18nTextSqlSearch(sql`t.${sql.id(f)}`, pattern)
          : sql`t.${sql.id(f)} ilike ${pattern}`,
      );
      // With full-text search, also the rows whose indexed words match (docs/guide-text-search.md).
      const words = this.descriptor.textSearch
        ? textSearchCondition(this.descriptor.id, params.search)
        : null;
      if (words) matches.push(words);
      conditions.push(matches.length ? sql`(${sql.join(matches, sql` or `)})` : sql`false`);
    }
    return conditions;
  }

  async list(
    db: Executor,
    params: ListParams,
    options: { count?: boolean } = {},
  ): Promise<{ rows: Row[]; total: number; capped: boolean; nextCursor: string | null }> {
    const queries = this.listQueries(params);
    const page = withoutCursorKeys((await queries.page.execute(db)).rows);
    const counted = options.count === false ? undefined : await queries.count.execute(db);
    const n = Number(counted?.rows[0]?.n ?? 0);
    const next = nextOf(params, page);
    // A cursor serves a sort by one column (and id); for more, the pager goes by page number.
    const keyset = params.sort.filter((s) => s.field !== 'id').length <= 1;
    return {
      rows: page.rows,
      total: Math.min(n, COUNT_CAP),
      capped: n > COUNT_CAP,
      nextCursor: next && keyset ? encodeListCursor({ sort: params.sort, ...next }) : null,
    };
  }

  /** One page of rows, without counting (trees and calendars read theirs with this). */
  async page(db: Executor, params: ListParams): Promise<Row[]> {
    return withoutCursorKeys((await this.listQueries(params).page.execute(db)).rows).rows;
  }

  /** A page and where the next starts, for walking a whole list (exports) at the cost of page 1 each time. */
  async pageWithCursor(db: Executor, params: ListParams): Promise<{ rows: Row[]; next: ListCursor | null }> {
    const page = withoutCursorKeys((await this.listQueries(params).page.execute(db)).rows);
    return { rows: page.rows, next: nextOf(params, page) };
  }

  /**
   * The two statements of a list page, exposed so the benchmark can run the very
   * same SQL without the API around it.
   * - page: the ids of the page are found first, from the index that serves the
   *   sort and filters (schema sync builds one per sortable column), and only those
   *   rows are joined to their references' labels: a deep page skips index entries,
   *   not joined rows. With a cursor (keyset paging) the ids start right after the
   *   cursor's row instead of after an OFFSET, so page 500 costs what page 1 costs;
   * - count: counts at most COUNT_CAP + 1 matching rows, never the whole table.
   * Each row carries `cursor_key`, its first sort key as text, for the next cursor.
   */
  listQueries(params: ListParams): { page: RawBuilder<Row>; count: RawBuilder<{ n: number }> } {
    const where = this.where(params);
    const keys = params.sort.filter((s) => s.field !== 'id');
    // The tie-breaker follows the first sort's direction so an index on (field, id) serves both.
    const tieDesc = params.sort[0]?.desc ?? false;
    const order = sql.join([
      ...keys.map((s) =>
        s.desc
          ? sql`${this.sortKey(s.field, params.lang)} desc`
          : sql`${this.sortKey(s.field, params.lang)} asc`,
      ),
      tieDesc ? sql`t.id desc` : sql`t.id asc`,
    ]);
    // Text keeps the key exact (timestamps to the microsecond, decimals to the last digit).
    const first = keys[0];
    const cursorKey = first ? sql`(${this.sortKey(first.field, params.lang)})::text` : sql`null::text`;
    const count = sql<{ n: number }>`
      select count(*)::int as n from (select 1 from ${this.table} as t ${where} limit ${COUNT_CAP + 1}) as capped`;
    if (params.cursor) {
      const page = sql<Row>`
        select ${this.selection()}, page_ids.cursor_key
        from (${this.keysetIds(params, cursorKey)}) as page_ids
        join ${this.table} as t on t.id = page_ids.id ${this.joins()}
        order by page_ids.part, ${order} limit ${params.perPage}`;
      return { page, count };
    }
    const offset = (params.page - 1) * params.perPage;
    const page = sql<Row>`
      select ${this.selection()}, page_ids.cursor_key
      from (select t.id, ${cursorKey} as cursor_key from ${this.table} as t ${where} order by ${order} limit ${params.perPage} offset ${offset}) as page_ids
      join ${this.table} as t on t.id = page_ids.id ${this.joins()}
      order by ${order}`;
    return { page, count };
  }

  /**
   * The ids after a cursor, as one or two index range scans of at most a page each. A row
   * comparison `(key, id) > (v, id0)` is what a b-tree serves, but it never matches a null key,
   * and nulls sort last ascending and first descending: so the rows with a null key are their
   * own branch (`part` orders the branches), ordered by id alone.
   */
  private keysetIds(params: ListParams, cursorKey: RawBuilder<unknown>): RawBuilder<unknown> {
    const cursor = params.cursor!;
    const conditions = this.conditions(params);
    const key = params.sort.find((s) => s.field !== 'id');
    const desc = params.sort[0]?.desc ?? false;
    const n = params.perPage;
    const cmp = desc ? sql`<` : sql`>`;
    const dir = desc ? sql`desc` : sql`asc`;
    const branch = (part: number, extra: RawBuilder<unknown>, order: RawBuilder<unknown>) =>
      sql`(select t.id, ${cursorKey} as cursor_key, ${sql.lit(part)} as part from ${this.table} as t
        where ${sql.join([...conditions, extra], sql` and `)} order by ${order} limit ${n})`;
    const byId = sql`t.id ${dir}`;
    if (!key) return branch(0, sql`t.id ${cmp} ${cursor.id}`, byId);
    const k = this.sortKey(key.field, params.lang);
    const byKey = sql`${k} ${dir}, t.id ${dir}`;
    const afterKey = sql`(${k}, t.id) ${cmp} (${cursor.key}, ${cursor.id})`;
    const inNulls = sql`${k} is null and t.id ${cmp} ${cursor.id}`;
    if (!desc)
      return cursor.key === null
        ? branch(1, inNulls, byId)
        : sql`${branch(0, afterKey, byKey)} union all ${branch(1, sql`${k} is null`, byId)}`;
    return cursor.key === null
      ? sql`${branch(0, inNulls, byId)} union all ${branch(1, sql`${k} is not null`, byKey)}`
      : branch(1, afterKey, byKey);
  }

  /** Up to `limit` live rows for cached pick lists, ordered by the default sort. */
  async all(db: Executor, limit: number, scope?: RawBuilder<unknown> | null): Promise<Row[]> {
    const sortField = this.descriptor.list.defaultSort.replace(/^-/, '');
    const desc = this.descriptor.list.defaultSort.startsWith('-');
    const rows = await sql<Row>`
      select ${this.selection()} from ${this.table} as t ${this.joins()} where t.deleted_at is null
      ${scope ? sql`and ${scope}` : sql``}
      order by t.${sql.id(sortField)} ${desc ? sql`desc` : sql`asc`}, t.id limit ${limit}`.execute(db);
    return rows.rows;
  }

  async get(
    db: Executor,
    id: number,
    options: { withDeleted?: boolean; forUpdate?: boolean; scope?: RawBuilder<unknown> | null } = {},
  ): Promise<Row | undefined> {
    const live = options.withDeleted ? sql`` : sql`and t.deleted_at is null`;
    const scope = options.scope ? sql`and ${options.scope}` : sql``;
    const lock = options.forUpdate ? sql`for update of t` : sql``;
    const rows = await sql<Row>`
      select ${this.selection()} from ${this.table} as t ${this.joins()} where t.id = ${id} ${live} ${scope} ${lock}`.execute(
      db,
    );
    return rows.rows[0];
  }

  /** Which of `ids` (live or deleted) the scope condition reaches (rowScopeCondition). */
  async idsInScope(db: Executor, ids: readonly number[], scope: RawBuilder<unknown>): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await sql<{ id: number }>`
      select t.id from ${this.table} as t where t.id = any(${integerArray([...ids])}) and ${scope}`.execute(
      db,
    );
    return new Set(rows.rows.map((r) => Number(r.id)));
  }

  /**
   * The live rows whose `field` is one of `parentIds` (documents' lines), with labels, ordered by
   * parent then `orderField`: one query for the lines of many documents (an import's audit).
   */
  async childrenOf(
    db: Executor,
    field: string,
    parentIds: readonly number[],
    orderField: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<Row[]> {
    if (parentIds.length === 0) return [];
    const lock = options.forUpdate ? sql`for update of t` : sql``;
    const rows = await sql<Row>`
      select ${this.selection()} from ${this.table} as t ${this.joins()}
      where t.${sql.id(field)} in (${sql.join([...parentIds])}) and t.deleted_at is null
      order by t.${sql.id(field)}, t.${sql.id(orderField)}, t.id ${lock}`.execute(db);
    return rows.rows;
  }

  async insert(trx: Transaction<Database>, values: Row, userId: number): Promise<number> {
    const names = Object.keys(values);
    const columns = sql.join([...names, 'created_by', 'updated_by'].map((n) => sql.id(n)));
    const params = sql.join([...names.map((n) => this.toParam(n, values[n])), userId, userId]);
    const result = await sql<{
      id: number;
    }>`insert into ${this.table} (${columns}) values (${params}) returning id`.execute(trx);
    return result.rows[0]!.id;
  }

  /** Inserts many rows in one statement; cells a row does not give take the column default. */
  async insertMany(trx: Transaction<Database>, rows: readonly Row[], userId: number): Promise<number[]> {
    if (rows.length === 0) return [];
    const names = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const columns = sql.join([...names, 'created_by', 'updated_by'].map((n) => sql.id(n)));
    const tuples = rows.map(
      (r) =>
        sql`(${sql.join([...names.map((n) => (Object.hasOwn(r, n) ? sql`${this.toParam(n, r[n])}` : sql`default`)), sql`${userId}`, sql`${userId}`])})`,
    );
    const result = await sql<{
      id: number;
    }>`insert into ${this.table} (${columns}) values ${sql.join(tuples)} returning id`.execute(trx);
    return result.rows.map((r) => r.id);
  }

  /** Live rows by id, ordered by id; `forUpdate` locks them for the caller's transaction. */
  async getMany(db: Executor, ids: readonly number[], options: { forUpdate?: boolean } = {}): Promise<Row[]> {
    if (ids.length === 0) return [];
    const lock = options.forUpdate ? sql`for update of t` : sql``;
    const rows = await sql<Row>`
      select ${this.selection()} from ${this.table} as t ${this.joins()}
      where t.id in (${sql.join([...ids])}) and t.deleted_at is null order by t.id ${lock}`.execute(db);
    return rows.rows;
  }

  /**
   * Updates many rows in one statement per set of columns: `update ... from (values ...)`,
   * each cell cast to its column's type. Each id at most once per call.
   */
  async updateMany(
    trx: Transaction<Database>,
    rows: ReadonlyArray<{ id: number; values: Row }>,
    userId: number,
  ): Promise<void> {
    const fields = this.descriptor.fields as Record<string, FieldDescriptor>;
    const bySignature = new Map<string, Array<{ id: number; values: Row }>>();
    for (const r of rows) {
      const names = Object.keys(r.values).sort();
      if (names.length === 0) continue;
      const same = bySignature.get(names.join(',')) ?? [];
      same.push(r);
      bySignature.set(names.join(','), same);
    }
    for (const [signature, same] of bySignature) {
      const names = signature.split(',');
      // Texts travel as text: a cast to varchar(n) would cut a long text instead of refusing it.
      const types = new Map(
        names.map((n) => {
          const f = fields[n]!;
          return [n, f.type === 'string' || f.type === 'enum' ? 'text' : sqlTypeOf(f)];
        }),
      );
      const tuples = same.map(
        (r) =>
          sql`(${sql.join([
            sql`${r.id}::integer`,
            ...names.map((n) => sql`${this.toParam(n, r.values[n])}::${sql.raw(types.get(n)!)}`),
          ])})`,
      );
      const sets = names.map((n) => sql`${sql.id(n)} = v.${sql.id(n)}`);
      await sql`
        update ${this.table} as t
        set ${sql.join(sets)}, version = t.version + 1, updated_at = now(), updated_by = ${userId}
        from (values ${sql.join(tuples)}) as v(id, ${sql.join(names.map((n) => sql.id(n)))})
        where t.id = v.id`.execute(trx);
    }
  }

  async update(trx: Transaction<Database>, id: number, values: Row, userId: number): Promise<void> {
    const sets = Object.keys(values).map((n) => sql`${sql.id(n)} = ${this.toParam(n, values[n])}`);
    sets.push(sql`version = version + 1`, sql`updated_at = now()`, sql`updated_by = ${userId}`);
    await sql`update ${this.table} set ${sql.join(sets)} where id = ${id}`.execute(trx);
  }

  async setDeleted(
    trx: Transaction<Database>,
    ids: readonly number[],
    deleted: boolean,
    userId: number,
  ): Promise<number[]> {
    if (ids.length === 0) return [];
    const result = await sql<{ id: number }>`
      update ${this.table} set deleted_at = ${deleted ? sql`now()` : sql`null`}, version = version + 1, updated_at = now(), updated_by = ${userId}
      where id in (${sql.join([...ids])}) and deleted_at is ${deleted ? sql`null` : sql`not null`} returning id`.execute(
      trx,
    );
    return result.rows.map((r) => r.id);
  }

  /**
   * Ids among `ids` that exist and are live in the referenced entity's table. With a batch's
   * memo, ids already asked in the batch are not asked again (unless the batch writes that entity).
   */
  async liveIds(
    db: Executor,
    entityId: string,
    ids: readonly number[],
    memo?: BatchMemo,
  ): Promise<Set<number>> {
    const target = this.registry.get(entityId);
    if (!target || ids.length === 0) return new Set();
    const ask = async (wanted: readonly number[]) => {
      const rows = await sql<{ id: number }>`
        select id from ${sql.table(target.table)} where id in (${sql.join([...wanted])}) and deleted_at is null`.execute(
        db,
      );
      return new Set(rows.rows.map((r) => r.id));
    };
    if (!memo || memo.writes(entityId)) return ask(ids);
    const live = await memo.byIds(`live:${entityId}`, ids, async (unknown) => {
      const found = await ask(unknown);
      return new Map([...found].map((id) => [id, true]));
    });
    return new Set(live.keys());
  }

  /** Which of `values` live rows already hold in `field`, with the holder's id; in chunks, for imports. */
  async holders(db: Executor, field: string, values: readonly unknown[]): Promise<Map<unknown, number>> {
    const out = new Map<unknown, number>();
    for (let i = 0; i < values.length; i += 1000) {
      const chunk = values.slice(i, i + 1000);
      const rows = await sql<{ id: number; v: unknown }>`
        select id, ${sql.id(field)} as v from ${this.table} where ${sql.id(field)} in (${sql.join(chunk)}) and deleted_at is null`.execute(
        db,
      );
      for (const r of rows.rows) out.set(r.v, r.id);
    }
    return out;
  }

  /** Whether another live row already holds `value` in a unique field. */
  async isTaken(db: Executor, field: string, value: unknown, exceptId?: number): Promise<boolean> {
    const except = exceptId ? sql`and id <> ${exceptId}` : sql``;
    const rows =
      await sql`select 1 from ${this.table} where ${sql.id(field)} = ${value} and deleted_at is null ${except} limit 1`.execute(
        db,
      );
    return rows.rows.length > 0;
  }

  private fieldType(name: string): FieldDescriptor['type'] | undefined {
    return (this.descriptor.fields as Record<string, FieldDescriptor>)[name]?.type;
  }

  /** What a list sorts by: the column, or for a label the text the reader sees (lang). */
  private sortKey(name: string, lang: string | undefined): RawBuilder<unknown> {
    const column = sql`t.${sql.id(name)}`;
    return this.fieldType(name) === 'i18nText' ? i18nTextSqlLabel(column, lang) : column;
  }

  private toParam(name: string, value: unknown): unknown {
    const field = (this.descriptor.fields as Record<string, FieldDescriptor>)[name];
    // The last guard of rich text: whatever path a value came by, only sanitised HTML is stored.
    if (field?.type === 'html' && typeof value === 'string') return sanitiseHtml(value);
    if (field?.type === 'i18nText' && value !== null && value !== undefined) return JSON.stringify(value);
    // json columns take text; objects would otherwise be sent as records.
    if (JSON_TYPES.has(field?.type ?? '') && value !== null && value !== undefined)
      return JSON.stringify(value);
    if (field?.type === 'references' || field?.type === 'files') return integerArray(value);
    return value;
  }
}
