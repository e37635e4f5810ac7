import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { Resources } from '../resources/buildResources';
import type { DemoEntityRows } from './demo/cmDemoRows';

function isRef(value: unknown): value is { $ref: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}

/**
 * Inserts demo rows through the entities' own services (so business rules and
 * the audit log apply, as for a user), resolving `{ $ref: 'entity:label' }`
 * against rows inserted before. Entities that are not loaded are passed over.
 */
export async function seedEntityRows(
  db: Kysely<Database>,
  resources: Resources,
  entries: readonly DemoEntityRows[],
  userId: number,
): Promise<number> {
  const ids = new Map<string, number>();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const entry of entries) {
      const service = resources.services.get(entry.entity);
      if (!service) continue;
      const resolve = (row: Record<string, unknown>): Record<string, unknown> =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => {
            if (key === 'lines' && Array.isArray(value))
              return [key, value.map((line) => resolve(line as Record<string, unknown>))];
            if (!isRef(value)) return [key, value];
            const id = ids.get(value.$ref);
            if (id === undefined)
              throw new Error(
                `demo row of ${entry.entity} refers to ${value.$ref}, which was not seeded before it`,
              );
            return [key, id];
          }),
        );
      // A label in four languages (i18nText) is referred to by its text in tw, the default language.
      const labelOf = (value: unknown) =>
        typeof value === 'object' && value !== null ? String((value as { tw?: unknown }).tw) : String(value);
      const remember = (created: Record<string, unknown>) =>
        ids.set(`${entry.entity}:${labelOf(created[service.descriptor.labelField])}`, created.id as number);
      const caller = { userId, lang: 'tw' as const };
      // Rows that refer to rows of their own entity need those created first, one at a time;
      // the others go in bulk (one insert and one audit statement), which keeps the first start quick.
      const selfReferring = entry.rows.some((row) =>
        Object.values(row).some((v) => isRef(v) && v.$ref.startsWith(`${entry.entity}:`)),
      );
      const document = resources.documents.get(entry.entity);
      if (document) {
        // A document and its lines are saved together, so its derived totals are computed as for a user.
        for (const row of entry.rows) {
          const { lines, ...values } = resolve(row);
          const saved = await document.saveIn(
            trx,
            null,
            { values, lines: (lines as Array<Record<string, unknown>>) ?? [] },
            undefined,
            caller,
          );
          remember(saved.row);
        }
      } else if (selfReferring) {
        for (const row of entry.rows) remember(await service.createIn(trx, resolve(row), caller));
      } else {
        for (const created of await service.createManyIn(trx, entry.rows.map(resolve), caller))
          remember(created);
      }
      count += entry.rows.length;
    }
  });
  return count;
}
