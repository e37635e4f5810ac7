import { sql } from 'kysely';
import type { FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { type Language, translate } from '../http/translate';
import type { EntityStore, Row } from './EntityStore';
import type { Executor } from '../db/Executor';
import type { BatchMemo } from './BatchMemo';

/**
 * Checks the `references` fields of values about to be written: an integer[]
 * column cannot carry a foreign key, so the server checks that every id it
 * adds is a live row of the target entity. Ids the row already holds are kept
 * even when their target was deleted since: editing a lead must not fail
 * because someone retired one of its tags (the detail still names it).
 * The JSON Schema has already checked the shape (distinct positive integers, maxItems).
 * @returns errors by field name, with a translated message naming the field
 */
export async function referencesErrors(
  db: Executor,
  store: EntityStore,
  values: Row,
  lang: Language,
  exceptId?: number,
  memo?: BatchMemo,
): Promise<Record<string, string[]>> {
  const d = store.descriptor;
  const errors: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
    const value = values[name];
    if (field.type !== 'references' || !field.reference || !Array.isArray(value) || value.length === 0)
      continue;
    const ids = value.filter((v): v is number => typeof v === 'number');
    const held = new Set<number>();
    if (exceptId !== undefined) {
      const current = await sql<{ v: number[] | null }>`
        select ${sql.id(name)} as v from ${sql.table(d.table)} where id = ${exceptId}`.execute(db);
      for (const id of current.rows[0]?.v ?? []) held.add(id);
    }
    const added = ids.filter((id) => !held.has(id));
    const live = await store.liveIds(db, field.reference, added, memo);
    const missing = added.filter((id) => !live.has(id));
    if (missing.length > 0)
      errors[name] = [
        translate(lang, 'resources:errors.referencesMissing', {
          attribute: translate(lang, field.title),
          ids: missing.map((id) => `#${id}`).join(', '),
        }),
      ];
  }
  return errors;
}
