import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { referenceRegistry } from '../../schemas/core/systemEntities';
import { calendarIndexes } from './calendar/calendarOverlapSql';
import { sortableColumns } from '../../schemas/core/sortableColumns';
import { LABEL_LANGUAGES } from '../../schemas/core/richtext/i18nText';
import { i18nTextLabelSql } from './richtext/i18nTextSql';
import { describeColumn, isSafeWidening, sqlTypeOf } from './columnTypes';

export interface SchemaChange {
  entity: string;
  change: string;
  sql: string;
}
export interface SchemaSyncPlan {
  changes: SchemaChange[];
  /** Changes that could lose data: the server refuses to start while any exist. */
  refusals: string[];
}

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string | null;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

const q = (name: string) => `"${name}"`;
const fieldsOf = (d: EntityDescriptor) => Object.entries(d.fields as Record<string, FieldDescriptor>);

/** Index names must fit PostgreSQL's 63 bytes; a hash keeps long ones unique. */
function indexName(table: string, columns: readonly string[], kind: 'idx' | 'uniq' | 'gin'): string {
  const name = `${table}_${columns.join('_')}_${kind}`;
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 50)}_${hash}_${kind}`;
}

function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `'${value.replace(/'/g, "''")}'`;
}

function columnDefinition(name: string, field: FieldDescriptor): string {
  // A references column is never null: no references is the empty list, which filters and joins read simply.
  if (field.type === 'references' || field.type === 'files')
    return `${q(name)} integer[] not null default '{}'`;
  const def = field.default !== undefined ? ` default ${literal(field.default)}` : '';
  return `${q(name)} ${sqlTypeOf(field)}${def}`;
}

const SYSTEM_DEFINITIONS = [
  '"id" serial primary key',
  '"version" integer not null default 1',
  '"created_at" timestamptz not null default now()',
  '"updated_at" timestamptz not null default now()',
  '"created_by" integer',
  '"updated_by" integer',
  '"deleted_at" timestamptz',
];

/** Every index the runtime keeps for an entity: unique keys, lookups, filters, sorts, and the scoped default sort. */
export function desiredIndexes(d: EntityDescriptor): Array<{ name: string; sql: string }> {
  const out = new Map<string, string>();
  const live = 'where "deleted_at" is null';
  const fields = d.fields as Record<string, FieldDescriptor>;
  const add = (columns: string[], unique: boolean) => {
    // A references column is searched by containment (`@>`, `&&`): a GIN index serves that, a b-tree does not.
    const gin = columns.length === 1 && fields[columns[0]!]?.type === 'references';
    const name = indexName(d.table, columns, gin ? 'gin' : unique ? 'uniq' : 'idx');
    const cols = columns.map(q).join(', ');
    const using = gin ? 'using gin ' : '';
    out.set(
      name,
      `create ${unique ? 'unique ' : ''}index if not exists ${q(name)} on ${q(d.table)} ${using}(${cols}) ${live}`,
    );
  };
  for (const [name, field] of fieldsOf(d)) {
    if (field.unique) add([name], true);
    else if (field.index || field.type === 'reference' || field.type === 'references') add([name], false);
  }
  for (const name of d.list.filters ?? []) if (name !== 'id') add([name], false);
  // Every sortable column (the default sort among them) with id as tie-breaker, over the live
  // rows the list reads: a page, and a keyset page, come straight off the index, scanned
  // backwards for a descending sort. A label sorts by the text of the reader's language, so
  // it gets one index per language on that very expression.
  for (const name of sortableColumns(d)) {
    if (name === 'id') continue;
    if (fields[name]?.type !== 'i18nText') add([name, 'id'], false);
    else
      for (const lang of LABEL_LANGUAGES) {
        const index = indexName(d.table, [name, lang, 'id'], 'idx');
        const key = i18nTextLabelSql(q(name), lang);
        out.set(index, `create index if not exists ${q(index)} on ${q(d.table)} ((${key}), "id") ${live}`);
      }
  }
  // A scoped list (`created_by = me`, `department_id = any(mine)`) reads its default page off an
  // index led by the owning column, so a salesperson's page costs what the administrator's does.
  const sort = d.list.defaultSort.replace(/^-/, '');
  if (d.ownership && fields[sort]?.type !== 'i18nText')
    for (const owner of [
      ...(d.ownership.users ?? []),
      ...(d.ownership.department ? [d.ownership.department] : []),
    ])
      add(sort === 'id' ? [owner, 'id'] : [owner, sort, 'id'], false);
  for (const columns of d.indexes ?? []) add(columns, false);
  for (const columns of d.uniqueTogether ?? []) add(columns, true);
  // A calendar reads the rows overlapping a window: by its start alone, or by its rows' spans.
  if (d.calendar && !d.calendar.end) add([d.calendar.start], false);
  for (const index of calendarIndexes(d)) out.set(index.name, index.sql);
  return [...out].map(([name, statement]) => ({ name, sql: statement }));
}

/**
 * Compares the database with the descriptors and lists what to change: create
 * missing tables, add missing columns, widen columns safely, add foreign keys
 * and indexes. It never drops anything; a narrowing or a change of kind is a
 * refusal that names the descriptor, the field and what to do.
 */
export async function planSchemaSync(
  db: Kysely<Database>,
  every: readonly EntityDescriptor[],
): Promise<SchemaSyncPlan> {
  // Another door to an entity's table (`sameTableAs`) leaves the table to that entity.
  const descriptors = every.filter((d) => d.sameTableAs === undefined);
  const tables = descriptors.map((d) => d.table);
  const columns = tables.length
    ? await sql<ColumnInfo>`
        select table_name, column_name, data_type, udt_name, character_maximum_length, numeric_precision, numeric_scale
        from information_schema.columns
        where table_schema = current_schema() and table_name in (${sql.join(tables)})`.execute(db)
    : { rows: [] };
  const constraints = await sql<{ conname: string }>`
    select conname from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = current_schema()`.execute(
    db,
  );
  const indexes = await sql<{
    indexname: string;
  }>`select indexname from pg_indexes where schemaname = current_schema()`.execute(db);
  const existingConstraints = new Set(constraints.rows.map((r) => r.conname));
  const existingIndexes = new Set(indexes.rows.map((r) => r.indexname));
  const byTable = new Map<string, Map<string, ColumnInfo>>();
  for (const c of columns.rows) {
    const t = byTable.get(c.table_name) ?? new Map<string, ColumnInfo>();
    t.set(c.column_name, c);
    byTable.set(c.table_name, t);
  }
  // A reference to a system target (`sc.user` → users) gets its foreign key too.
  const tableOf = new Map([...referenceRegistry(every)].map(([id, d]) => [id, d.table]));

  const changes: SchemaChange[] = [];
  const refusals: string[] = [];
  // Tables and columns first, for every entity; foreign keys after, so entities may reference each other in any order.
  for (const d of descriptors) {
    const existing = byTable.get(d.table);
    if (!existing) {
      const defs = [...SYSTEM_DEFINITIONS, ...fieldsOf(d).map(([name, f]) => columnDefinition(name, f))];
      changes.push({
        entity: d.id,
        change: `create table ${d.table}`,
        sql: `create table ${q(d.table)} (${defs.join(', ')})`,
      });
      continue;
    }
    for (const [name, field] of fieldsOf(d)) {
      const current = existing.get(name);
      const wanted = sqlTypeOf(field);
      if (!current) {
        changes.push({
          entity: d.id,
          change: `add column ${d.table}.${name}`,
          sql: `alter table ${q(d.table)} add column ${columnDefinition(name, field)}`,
        });
        continue;
      }
      const have = describeColumn(current);
      if (have === wanted) continue;
      if (isSafeWidening(have, wanted)) {
        changes.push({
          entity: d.id,
          change: `widen ${d.table}.${name} from ${have} to ${wanted}`,
          sql: `alter table ${q(d.table)} alter column ${q(name)} type ${wanted}`,
        });
      } else {
        refusals.push(
          `${d.id}: field "${name}" is stored as ${have} but the descriptor now asks for ${wanted}, which could lose data. ` +
            'Restore the old type in the descriptor, or write a migration in server/db/migrations that converts the column (or adds a new field and copies the data).',
        );
      }
    }
  }
  for (const d of descriptors) {
    for (const [name, field] of fieldsOf(d)) {
      if (field.type !== 'reference' || !field.reference) continue;
      const target = tableOf.get(field.reference);
      const constraint = `${d.table}_${name}_fkey`.slice(0, 63);
      if (!target || existingConstraints.has(constraint)) continue;
      changes.push({
        entity: d.id,
        change: `reference ${d.table}.${name} → ${target}`,
        sql: `alter table ${q(d.table)} add constraint ${q(constraint)} foreign key (${q(name)}) references ${q(target)} ("id")`,
      });
    }
    for (const index of desiredIndexes(d)) {
      if (!existingIndexes.has(index.name))
        changes.push({ entity: d.id, change: `index ${index.name}`, sql: index.sql });
    }
  }
  return { changes, refusals };
}
