import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import type { AppContext } from '../../http/AppContext';
import { writeTextIndex } from '../../resources/textSearch/writeTextIndex';
import { extractText } from './extractText';

/** Files above this are not read for search: their bytes would be held in memory to parse. */
const MAX_EXTRACT_BYTES = 100 * 1024 * 1024;

/**
 * The handlers of document management's jobs (`dm.job`): `extractText` reads a version's words
 * (PDF, office, plain text) into the document's search index as its 'content', so the file list's
 * search finds a phrase inside the file. Only the document's current version is indexed: a job
 * for a version since replaced does nothing (the newer version has its own job).
 */
export function registerDmJobs(ctx: AppContext): void {
  ctx.jobs.handle('dm.job', 'extractText', async (job, run) => {
    const { rows } = await sql<{
      document_id: number;
      current: number | null;
      mime: string;
      storage_key: string;
      size: number;
    }>`
      select v.document_id, d.current_version_id as current, v.mime, f.storage_key, f.size
      from dm_versions v join dm_documents d on d.id = v.document_id join files f on f.id = v.file_id
      where v.id = ${Number(job.version_id)}`.execute(run.db);
    const version = rows[0];
    if (!version || Number(version.current) !== Number(job.version_id)) return;
    const text =
      Number(version.size) > MAX_EXTRACT_BYTES
        ? ''
        : ((await extractText(
            await buffer(await ctx.files.get(version.storage_key)),
            version.mime,
            run.progress,
          )) ?? '');
    // Written only if the version is still current (another server may have read a newer one).
    await run.db.transaction().execute(async (trx) => {
      const { rows: still } = await sql`select 1 from dm_documents
        where id = ${version.document_id} and current_version_id = ${Number(job.version_id)} for update`.execute(
        trx,
      );
      if (still.length > 0)
        await writeTextIndex(trx, 'dm.document', Number(version.document_id), 'content', text);
    });
  });
}
