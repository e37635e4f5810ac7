import type { Transaction } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import { ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';

type Row = Record<string, unknown>;

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}

/**
 * Ties a write's `files` fields to their uploads, inside the write's transaction. A file id new
 * to the record must be an upload of the caller, for this entity and field, not attached to any
 * record (so nobody can attach, and so read, another person's file or another record's); ids the
 * record held before stay allowed whoever uploaded them. New ids are attached to the record;
 * ids taken out of the field are marked deleted (the bytes stay, for the audit history). A
 * refused id is a 422 on its field, and the transaction rolls back.
 */
export async function attachFiles(
  trx: Transaction<Database>,
  d: EntityDescriptor,
  recordId: number,
  before: Row | null,
  values: Row,
  caller: { userId: number; lang: Language },
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
    if (field.type !== 'files' || values[name] === undefined) continue;
    const ids = idsOf(values[name]);
    const previous = new Set(idsOf(before?.[name]));
    const added = ids.filter((id) => !previous.has(id));
    const removed = [...previous].filter((id) => !ids.includes(id));
    if (added.length > 0) {
      const usable = await trx
        .selectFrom('files')
        .select('id')
        .where('id', 'in', added)
        .where('entity', '=', d.id)
        .where('field', '=', name)
        .where('created_by', '=', caller.userId)
        .where('record_id', 'is', null)
        .where('deleted_at', 'is', null)
        .execute();
      const ok = new Set(usable.map((r) => r.id));
      const refused = added.filter((id) => !ok.has(id));
      if (refused.length > 0) {
        errors[name] = [
          translate(caller.lang, 'resources:files.notYours', {
            attribute: translate(caller.lang, field.title),
            ids: refused.join(', '),
          }),
        ];
        continue;
      }
      await trx.updateTable('files').set({ record_id: recordId }).where('id', 'in', added).execute();
    }
    if (removed.length > 0)
      await trx
        .updateTable('files')
        .set({ deleted_at: new Date() })
        .where('id', 'in', removed)
        .where('entity', '=', d.id)
        .where('record_id', '=', recordId)
        .execute();
  }
  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(caller.lang, 'validation:failed'), errors);
}
