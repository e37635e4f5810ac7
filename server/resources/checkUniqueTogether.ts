import { sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { type Language, translate } from '../http/translate';
import type { Executor } from '../db/Executor';

/**
 * The descriptor's `uniqueTogether` groups that `row` (the whole row as it would be
 * written) shares with another live row. Groups with an empty value are skipped, as
 * the database's unique index does. Without this check a duplicate would reach the
 * unique index and fail as a server error instead of a 422 on the field.
 */
export async function takenTogether(
  db: Executor,
  d: EntityDescriptor,
  row: Record<string, unknown>,
  exceptId?: number,
): Promise<string[][]> {
  const taken: string[][] = [];
  for (const group of d.uniqueTogether ?? []) {
    if (group.some((f) => row[f] === null || row[f] === undefined)) continue;
    const conditions = group.map((f) => sql`${sql.id(f)} = ${row[f]}`);
    const except = exceptId ? sql`and id <> ${exceptId}` : sql``;
    const found = await sql`
      select 1 from ${sql.table(d.table)} where ${sql.join(conditions, sql` and `)} and deleted_at is null ${except} limit 1`.execute(
      db,
    );
    if (found.rows.length > 0) taken.push(group);
  }
  return taken;
}

/**
 * For imports: which live rows already hold each of `rows`' values of one group, by
 * togetherKey, with the holder's id. One query per 1,000 rows, not one per row.
 *
 * The file's values come as one text array per field, joined to the table: a row-valued
 * list `(region, date) in ((..), (..), ...)` of a few hundred pairs made PGlite 0.5.16's
 * planner spin for good on its second run (a year of holidays: the dry run answered,
 * the commit never did), and PostgreSQL plans such a list slowly too.
 */
export async function togetherHolders(
  db: Executor,
  d: EntityDescriptor,
  group: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const complete = rows.filter((r) => togetherKey(group, r) !== null);
  for (let i = 0; i < complete.length; i += 1000) {
    const chunk = complete.slice(i, i + 1000);
    // Compared as text on both sides, so a date column meets the file's "2027-01-01".
    const arrays = group.map((f) => sql`array[${sql.join(chunk.map((r) => String(r[f])))}]::text[]`);
    const keys = group.map((_, k) => sql.id(`k${k}`));
    const matches = group.map((f, k) => sql`t.${sql.id(f)}::text = w.${sql.id(`k${k}`)}`);
    const found = await sql<Record<string, unknown> & { id: number }>`
      select t.id, ${sql.join(group.map((f) => sql`t.${sql.id(f)}::text as ${sql.id(f)}`))}
      from ${sql.table(d.table)} as t
      join (select distinct * from unnest(${sql.join(arrays)}) as u(${sql.join(keys)})) as w
        on ${sql.join(matches, sql` and `)}
      where t.deleted_at is null`.execute(db);
    for (const row of found.rows) {
      const key = togetherKey(group, Object.fromEntries(group.map((f) => [f, String(row[f])])));
      if (key !== null) out.set(key, row.id);
    }
  }
  return out;
}

/** A group's key for comparing rows of one import file (values compared as text). */
export function togetherKey(group: readonly string[], row: Record<string, unknown>): string | null {
  if (group.some((f) => row[f] === null || row[f] === undefined)) return null;
  return JSON.stringify(group.map((f) => String(row[f])));
}

/**
 * The message for a taken group, on the group's last field (the one a person usually
 * changes, e.g. the date of a region's holiday): "A record with this Region and Date
 * already exists."
 */
export function takenTogetherError(
  d: EntityDescriptor,
  group: readonly string[],
  lang: Language,
): { field: string; message: string } {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const titles = group.map((f) => (fields[f] ? translate(lang, fields[f].title) : f));
  return {
    field: group[group.length - 1]!,
    message: translate(lang, 'resources:errors.takenTogether', { attributes: titles.join(' + ') }),
  };
}
