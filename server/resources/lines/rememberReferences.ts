import type { Transaction } from 'kysely';
import type { FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Database } from '../../db/DatabaseSchema';
import type { BatchMemo } from '../BatchMemo';
import type { EntityStore, Row } from '../EntityStore';
import type { DocumentInput, DocumentService } from './DocumentService';

const CHUNK = 1000;

/** The ids each referenced entity is named by in these rows' reference fields, by entity id. */
function referencedIds(store: EntityStore, rows: readonly Row[], into: Map<string, Set<number>>): void {
  for (const [name, field] of Object.entries(store.descriptor.fields as Record<string, FieldDescriptor>)) {
    if (!field.reference || (field.type !== 'reference' && field.type !== 'references')) continue;
    const ids = into.get(field.reference) ?? new Set<number>();
    into.set(field.reference, ids);
    for (const row of rows) {
      const value = row[name];
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'number') ids.add(id);
    }
  }
}

/**
 * Checks every reference the documents of a batch name (theirs and their lines'), one query per
 * referenced entity and thousand ids, into the batch's memo, before the documents are saved one by
 * one: each save's own reference checks (checkValues, findRowProblems) then find the answers there
 * instead of asking once per document. Values a rule derives later are asked when they appear.
 */
export async function rememberReferences(
  trx: Transaction<Database>,
  documents: DocumentService,
  inputs: readonly DocumentInput[],
  memo: BatchMemo,
): Promise<void> {
  const byEntity = new Map<string, Set<number>>();
  referencedIds(
    documents.parent.store,
    inputs.map((input) => input.values),
    byEntity,
  );
  referencedIds(
    documents.child.store,
    inputs.flatMap((input) => input.lines ?? []),
    byEntity,
  );
  for (const [entityId, ids] of byEntity) {
    // The batch's own rows are asked every time (BatchMemo): nothing to gather for them.
    if (memo.writes(entityId)) continue;
    const list = [...ids];
    for (let i = 0; i < list.length; i += CHUNK)
      await documents.parent.store.liveIds(trx, entityId, list.slice(i, i + CHUNK), memo);
  }
}
