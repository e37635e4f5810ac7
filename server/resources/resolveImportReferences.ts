import { type Kysely, sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';

/** What a reference cell's text names: the row's id, or why it names none. */
export type ResolvedReference = number | 'missing' | 'ambiguous';

/** Resolves the texts of one reference column; undefined: a numeric text that stays an id. */
export type ReferenceResolver = (text: string) => ResolvedReference | undefined;

const NUMERIC = /^-?\d{1,10}$/;

/**
 * Lets an import name a referenced row the way people write it in a spreadsheet: by its
 * label (`labelField`) or by any of its unique text fields (a region's code), compared
 * without regard to case or surrounding spaces, among live rows, or through another entity
 * (`importBy`: an attendance member's card number names its user). A cell of digits is an id,
 * unless it is exactly one row's code (an account numbered `1111`): people write the code. Texts are looked up once per distinct value, in chunks, so a file of
 * 50,000 rows naming a dozen regions costs a dozen-value query.
 *
 * @example const resolve = await resolveImportReferences(db, registry, field, ['TW', 'Japan'])
 *   resolve('tw') // 3
 */
export async function resolveImportReferences(
  db: Kysely<Database>,
  registry: ReadonlyMap<string, EntityDescriptor>,
  field: FieldDescriptor,
  texts: readonly string[],
): Promise<ReferenceResolver> {
  const target = field.reference ? registry.get(field.reference) : undefined;
  const wanted = [...new Set(texts.filter((t) => t !== '').map((t) => t.trim().toLowerCase()))];
  const found = new Map<string, Set<number>>();
  if (target && wanted.length > 0) {
    const targetFields = target.fields as Record<string, FieldDescriptor>;
    const columns = [
      target.labelField,
      ...Object.entries(targetFields)
        .filter(([name, f]) => f.unique && f.type === 'string' && name !== target.labelField)
        .map(([name]) => name),
    ];
    for (let i = 0; i < wanted.length; i += 1000) {
      const chunk = wanted.slice(i, i + 1000);
      for (const column of columns) {
        // A label in four languages (i18nText) is named by its text in any of them.
        const text =
          targetFields[column]?.type === 'i18nText'
            ? sql`(select e.value from jsonb_each_text(${sql.id(column)}) as e where lower(trim(e.value)) in (${sql.join(chunk)}) limit 1)`
            : sql`${sql.id(column)}::text`;
        const rows = await sql<{ id: number; v: string }>`
          select id, lower(trim(${text})) as v from ${sql.table(target.table)}
          where lower(trim(${text})) in (${sql.join(chunk)}) and deleted_at is null`.execute(db);
        for (const r of rows.rows) {
          const ids = found.get(r.v) ?? new Set<number>();
          ids.add(r.id);
          found.set(r.v, ids);
        }
      }
      // Through another entity that points at the target (a member's card number names its user).
      const via = field.importBy ? registry.get(field.importBy.entity) : undefined;
      if (via && field.importBy) {
        const rows = await sql<{ id: number; v: string }>`
          select ${sql.id(field.importBy.value)} as id, lower(trim(${sql.id(field.importBy.field)}::text)) as v
          from ${sql.table(via.table)}
          where lower(trim(${sql.id(field.importBy.field)}::text)) in (${sql.join(chunk)})
            and deleted_at is null and ${sql.id(field.importBy.value)} is not null`.execute(db);
        for (const r of rows.rows) {
          const ids = found.get(r.v) ?? new Set<number>();
          ids.add(r.id);
          found.set(r.v, ids);
        }
      }
    }
  }
  return (text) => {
    if (text === '') return undefined;
    const ids = found.get(text.trim().toLowerCase());
    if (NUMERIC.test(text.trim())) return ids?.size === 1 ? [...ids][0]! : undefined;
    if (!ids || ids.size === 0) return 'missing';
    return ids.size > 1 ? 'ambiguous' : [...ids][0]!;
  };
}
