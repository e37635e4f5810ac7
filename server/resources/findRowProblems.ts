import type { FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { type Language, translate } from '../http/translate';
import { calendarRangeProblem } from './calendar/calendarRangeProblem';
import { takenTogetherError, togetherHolders, togetherKey } from './checkUniqueTogether';
import type { EntityStore, Row } from './EntityStore';
import type { Executor } from '../db/Executor';
import type { BatchMemo } from './BatchMemo';

/** One problem of one row of a batch: `index` is the row's position in the batch. */
export interface RowProblem {
  index: number;
  field: string;
  message: string;
}

/** A row about to be written: its values, and for an update the row's id and stored row. */
export interface RowToCheck {
  values: Row;
  id?: number;
  before?: Row;
}

const CHUNK = 1000;

async function liveIdsInChunks(
  db: Executor,
  store: EntityStore,
  entityId: string,
  ids: readonly number[],
  memo: BatchMemo | undefined,
) {
  const live = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK)
    for (const id of await store.liveIds(db, entityId, ids.slice(i, i + CHUNK), memo)) live.add(id);
  return live;
}

/**
 * The checks a write makes of its values (EntityService.checkValues and checkTogether),
 * for a whole batch at once, as imports need: references point at live rows, unique
 * fields and `uniqueTogether` groups are free in the table (except the updated row
 * itself) and within the batch, and ids added to a `references` list are live. A few
 * queries per field and thousand rows, not several per row: row by row, a year of
 * holidays took seconds on the embedded database. With a batch's memo (BatchMemo), references
 * already checked in the batch are not asked again.
 * @returns every problem, by row position and field, with a translated message
 */
export async function findRowProblems(
  db: Executor,
  store: EntityStore,
  rows: readonly RowToCheck[],
  lang: Language,
  memo?: BatchMemo,
): Promise<RowProblem[]> {
  const d = store.descriptor;
  const fields = d.fields as Record<string, FieldDescriptor>;
  const title = (name: string) => (fields[name] ? translate(lang, fields[name].title) : name);
  const problems: RowProblem[] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (!field.reference || (field.type !== 'reference' && field.type !== 'references')) continue;
    // A references list may keep ids its row already holds, even if their target was deleted since.
    const added = rows.map((r) => {
      const value = r.values[name];
      if (field.type === 'reference') return typeof value === 'number' ? [value] : [];
      const held = new Set(Array.isArray(r.before?.[name]) ? (r.before[name] as number[]) : []);
      return Array.isArray(value)
        ? value.filter((v): v is number => typeof v === 'number' && !held.has(v))
        : [];
    });
    const live = await liveIdsInChunks(db, store, field.reference, [...new Set(added.flat())], memo);
    added.forEach((ids, index) => {
      const missing = ids.filter((id) => !live.has(id));
      if (missing.length === 0) return;
      const message =
        field.type === 'reference'
          ? translate(lang, 'resources:errors.referenceMissing', { attribute: title(name) })
          : translate(lang, 'resources:errors.referencesMissing', {
              attribute: title(name),
              ids: missing.map((id) => `#${id}`).join(', '),
            });
      problems.push({ index, field: name, message });
    });
  }
  for (const [name, field] of Object.entries(fields)) {
    if (!field.unique) continue;
    const present = rows.map((r) => r.values[name]).filter((v) => v !== null && v !== undefined);
    const holders = await store.holders(db, name, [...new Set(present)]);
    const seen = new Set<unknown>();
    rows.forEach((r, index) => {
      const v = r.values[name];
      if (v === null || v === undefined) return;
      const holder = holders.get(v);
      if (seen.has(v) || (holder !== undefined && holder !== r.id))
        problems.push({
          index,
          field: name,
          message: translate(lang, 'resources:errors.taken', { attribute: title(name) }),
        });
      seen.add(v);
    });
  }
  // A group is checked on the whole row as it will be stored (stored values under the write).
  const whole = rows.map((r) => (r.before ? { ...r.before, ...r.values } : r.values));
  for (const group of d.uniqueTogether ?? []) {
    const holders = await togetherHolders(db, d, group, whole);
    const seen = new Set<string>();
    whole.forEach((row, index) => {
      const key = togetherKey(group, row);
      if (key === null) return;
      const holder = holders.get(key);
      if (seen.has(key) || (holder !== undefined && holder !== rows[index]!.id))
        problems.push({ index, ...takenTogetherError(d, group, lang) });
      seen.add(key);
    });
  }
  whole.forEach((row, index) => {
    const problem = calendarRangeProblem(d, row, lang);
    if (problem) problems.push({ index, ...problem });
  });
  return problems;
}
