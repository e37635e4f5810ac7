import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Executor } from '../../db/Executor';
import { recordText } from './recordText';
import { writeTextIndex } from './writeTextIndex';

type Row = Record<string, unknown>;

/**
 * Keeps the search index of rows just written in step with their `textSearch.fields`, in the
 * write's transaction: a row is re-indexed when it is new or one of those fields changed.
 */
export async function indexRecordFields(
  db: Executor,
  descriptor: EntityDescriptor,
  written: ReadonlyArray<{ before: Row | null; after: Row }>,
): Promise<void> {
  const fields = descriptor.textSearch?.fields;
  if (!fields) return;
  for (const { before, after } of written) {
    const changed =
      before === null || fields.some((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
    if (changed)
      await writeTextIndex(db, descriptor.id, Number(after.id), 'fields', recordText(descriptor, after));
  }
}
