import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { Caller } from '../resources/EntityService';
import type { DmServices } from './DmServices';
import { enqueueJob } from '../jobs/enqueueJob';
import { recordDmActivity } from './recordDmActivity';

/** The bytes a version holds: a stored upload (a `files` row). */
export interface VersionFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  sha256: string;
}

/**
 * Makes `file` the next version of document `documentId` (locked here), in the caller's
 * transaction: the version row, the document's current version, type and size (an audited
 * update), the file row attached to the version, the job that reads its text for search, and the
 * activity line. A restore passes an
 * older version's file, so the restored bytes are those very bytes (same checksum).
 */
export async function storeVersion(
  trx: Transaction<Database>,
  dm: DmServices,
  documentId: number,
  file: VersionFile,
  input: { note: string | null; action: 'upload' | 'version' | 'restore' },
  caller: Caller,
): Promise<{ versionId: number; number: number }> {
  const document = await dm.documents.store.get(trx, documentId, { forUpdate: true });
  if (!document) throw new Error(`document ${documentId} is gone`);
  const number = input.action === 'upload' ? 1 : Number(document.version_no ?? 0) + 1;
  const version = await dm.versions.createIn(
    trx,
    {
      document_id: documentId,
      number,
      name: file.name,
      file_id: file.id,
      size: file.size,
      mime: file.mime,
      sha256: file.sha256,
      note: input.note,
    },
    { userId: caller.userId, lang: caller.lang },
  );
  const versionId = Number(version.id);
  const current = { current_version_id: versionId, version_no: number, size: file.size, mime: file.mime };
  if (input.action === 'upload') {
    // The document was created a moment ago in this transaction: its first version completes it.
    await sql`update dm_documents set current_version_id = ${versionId}, version_no = ${number},
      size = ${file.size}, mime = ${file.mime} where id = ${documentId}`.execute(trx);
  } else {
    await dm.documents.updateIn(trx, documentId, current, undefined, {
      userId: caller.userId,
      lang: caller.lang,
    });
  }
  // A restore reuses the file of the version it restores, which stays that version's.
  if (input.action !== 'restore')
    await trx.updateTable('files').set({ record_id: versionId }).where('id', '=', file.id).execute();
  // Its words are read in the background (server/dm/extract), then found by the list's search.
  await enqueueJob(
    trx,
    dm.jobs,
    { kind: 'extractText', document_id: documentId, version_id: versionId },
    caller.userId,
  );
  await recordDmActivity(trx, {
    action: input.action,
    documentId,
    folderId: Number(document.folder_id),
    versionNo: number,
    detail: input.note ?? file.name,
    userId: caller.userId,
  });
  return { versionId, number };
}
