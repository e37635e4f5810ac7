import { type Kysely, sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { analyzeTables } from '../db/analyzeTables';
import type { Database } from '../db/DatabaseSchema';
import type { Resources } from '../resources/buildResources';

const CHUNK = 1000;

/** `code-7`, or row `n` in base 36 where that is too long for the column (a currency's `00A`). */
function uniqueText(name: string, n: number, maxLength: number): string {
  const named = `${name}-${n}`;
  return named.length <= maxLength
    ? named
    : n.toString(36).toUpperCase().padStart(maxLength, '0').slice(-maxLength);
}

/** A plausible value for row `n` of a field, by its type: deterministic, so runs are comparable. */
function valueFor(name: string, field: FieldDescriptor, n: number, refIds: Map<string, number[]>): unknown {
  switch (field.type) {
    case 'string':
    case 'text':
      return field.unique
        ? uniqueText(name, n, field.maxLength ?? 255)
        : `${name} ${n % 997}`.slice(0, field.maxLength ?? 255);
    case 'integer':
      return Math.min(field.maximum ?? 1000, Math.max(field.minimum ?? 0, n % 1000));
    case 'number':
    case 'decimal':
      return Math.min(field.maximum ?? 1e6, Math.max(field.minimum ?? 0, ((n * 7919) % 100000) / 100));
    case 'boolean':
      return n % 2 === 0;
    case 'date':
      return new Date(Date.UTC(2026, 0, 1) + (n % 700) * 86_400_000).toISOString().slice(0, 10);
    case 'datetime':
      return new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
    case 'enum':
      return field.options?.[n % field.options.length] ?? null;
    case 'reference': {
      const ids = refIds.get(field.reference ?? '') ?? [];
      return ids.length ? ids[n % ids.length] : null;
    }
    case 'references': {
      // Every third row has none, the others one or two distinct targets.
      const ids = refIds.get(field.reference ?? '') ?? [];
      const k = ids.length === 0 ? 0 : Math.min(n % 3, ids.length);
      return Array.from({ length: k }, (_, j) => ids[(n + j) % ids.length]);
    }
    case 'json':
    case 'formDefinition':
    case 'formValues':
      return null;
    case 'files':
      // Synthetic rows carry no uploads: a file row needs bytes in the store.
      return [];
  }
}

/**
 * Adds `count` synthetic rows to an entity's table, for benchmarks and demos
 * (`npm run seed -- --leads 100000`). References point at existing live rows of
 * the target entities; read-only fields stay empty; no audit records (this is
 * test data, not anyone's work). The table is analysed at the end, so the lists that follow
 * are planned for the rows it now holds (server/db/analyzeTables.ts).
 */
export async function fillEntity(
  db: Kysely<Database>,
  resources: Resources,
  entityId: string,
  count: number,
  onProgress: (done: number) => void = () => undefined,
): Promise<void> {
  const named = resources.services.get(entityId);
  if (!named) throw new Error(`unknown entity "${entityId}"`);
  // A second view of another entity's table (`sameTableAs`, a self-service "mine") may show
  // columns read-only that the table needs: the rows are made as the table's own entity.
  const service = resources.services.get(named.descriptor.sameTableAs ?? entityId) ?? named;
  const d: EntityDescriptor = service.descriptor;
  const fields = Object.entries(d.fields as Record<string, FieldDescriptor>).filter(([, f]) => !f.readOnly);
  const refIds = new Map<string, number[]>();
  for (const [, field] of fields) {
    const target = field.reference ? resources.services.get(field.reference) : undefined;
    if (target && !refIds.has(target.descriptor.id)) {
      const rows = await sql<{
        id: number;
      }>`select id from ${sql.table(target.descriptor.table)} where deleted_at is null order by id limit 1000`.execute(
        db,
      );
      refIds.set(
        target.descriptor.id,
        rows.rows.map((r) => r.id),
      );
    }
  }
  const start = Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(d.table)}`.execute(db)).rows[0]?.n ??
      0,
  );
  for (let done = 0; done < count; done += CHUNK) {
    const size = Math.min(CHUNK, count - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = start + done + i + 1;
      return Object.fromEntries(fields.map(([name, field]) => [name, valueFor(name, field, n, refIds)]));
    });
    await db.transaction().execute((trx) => service.store.insertMany(trx, rows, 0));
    onProgress(done + size);
  }
  await analyzeTables(db, [d.table]);
}
