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
      for (const row of entry.rows) {
        const values: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) {
          if (!isRef(value)) values[key] = value;
          else {
            const id = ids.get(value.$ref);
            if (id === undefined)
              throw new Error(
                `demo row of ${entry.entity} refers to ${value.$ref}, which was not seeded before it`,
              );
            values[key] = id;
          }
        }
        const created = await service.createIn(trx, values, { userId, lang: 'tw' });
        ids.set(`${entry.entity}:${String(created[service.descriptor.labelField])}`, created.id as number);
        count++;
      }
    }
  });
  return count;
}
