import { type Kysely, sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import { type Language, translate } from '../http/translate';
import type { EntityService } from './EntityService';
import type { ImportTable } from './parseImportFile';
import type { ImportError } from './planImport';

/** Separators between the items of a references cell: the ASCII comma, the full-width comma and 、. */
const SEPARATOR = /[,，、]/;
const CHUNK = 1000;

/** Live rows of `target` whose label is one of `labels` (compared case-insensitively), lower-cased label → id. */
async function idsByLabel(
  db: Kysely<Database>,
  target: EntityDescriptor,
  labels: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < labels.length; i += CHUNK) {
    const chunk = labels.slice(i, i + CHUNK);
    const column = sql.id(target.labelField);
    // A label in four languages (i18nText, exported in the reader's) is named by its text in any of them.
    const label =
      (target.fields as Record<string, FieldDescriptor>)[target.labelField]?.type === 'i18nText'
        ? sql`(select e.value from jsonb_each_text(${column}) as e where lower(e.value) in (${sql.join(chunk)}) limit 1)`
        : sql`${column}::text`;
    const rows = await sql<{ id: number; label: string }>`
      select id, lower(${label}) as label from ${sql.table(target.table)}
      where deleted_at is null and lower(${label}) in (${sql.join(chunk)})
      order by id`.execute(db);
    // With duplicate labels the oldest row wins, as in a pick list sorted by id.
    for (const r of rows.rows) if (!out.has(r.label)) out.set(r.label, r.id);
  }
  return out;
}

/**
 * Rewrites the cells of `references` columns from what people type ("VIP, Hot",
 * "3,5" or a mix; labels first, then ids) to the ids they name ("3,5"), so the
 * rest of the import reads them like any typed cell. An item that names no live
 * row is an error of that row, which is then left out of the plan.
 * @returns the rewritten rows, the errors, and the indexes of rows with errors
 */
export async function resolveReferencesCells(
  db: Kysely<Database>,
  service: EntityService,
  table: ImportTable,
  columns: ReadonlyArray<string | undefined>,
  lang: Language,
): Promise<{ rows: string[][]; errors: ImportError[]; broken: Set<number> }> {
  const fields = service.descriptor.fields as Record<string, FieldDescriptor>;
  const rows = table.rows.map((cells) => [...cells]);
  const errors: ImportError[] = [];
  const broken = new Set<number>();
  for (const [c, name] of columns.entries()) {
    const field = name ? fields[name] : undefined;
    const target =
      field?.type === 'references' && field.reference
        ? service.store.registry.get(field.reference)
        : undefined;
    if (!name || !field || !target) continue;
    const itemsOf = (cells: string[]) =>
      (cells[c] ?? '')
        .split(SEPARATOR)
        .map((s) => s.trim())
        .filter(Boolean);
    const tokens = [...new Set(rows.flatMap(itemsOf))];
    const byLabel = await idsByLabel(
      db,
      target,
      [...new Set(tokens.map((t) => t.toLowerCase()))].filter((t) => t.length <= 500),
    );
    const numeric = tokens
      .filter((t) => !byLabel.has(t.toLowerCase()) && /^[1-9]\d{0,9}$/.test(t))
      .map(Number)
      .filter((n) => n <= 2147483647);
    const liveIds = await service.store.liveIds(db, target.id, numeric);
    rows.forEach((cells, index) => {
      const items = itemsOf(cells);
      if (items.length === 0) return;
      const ids: number[] = [];
      for (const item of items) {
        const id = byLabel.get(item.toLowerCase()) ?? (liveIds.has(Number(item)) ? Number(item) : undefined);
        if (id === undefined) {
          errors.push({
            row: index + 2,
            field: name,
            message: translate(lang, 'resources:import.unknownReference', {
              value: item.slice(0, 50),
              attribute: translate(lang, field.title),
            }),
          });
          broken.add(index);
        } else if (!ids.includes(id)) ids.push(id);
      }
      cells[c] = ids.join(',');
    });
  }
  return { rows, errors, broken };
}
