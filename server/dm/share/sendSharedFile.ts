import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isLaterRange } from '../../files/parseByteRange';
import { sendStoredFile } from '../../files/sendStoredFile';
import type { AppContext } from '../../http/AppContext';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { recordDmActivity } from '../recordDmActivity';
import type { ShareLink, SharedFile } from './readShareLink';

/**
 * Answers one download through a link: counts it first, in one statement that also checks the
 * link is still live, unexpired and has downloads left (two people on the last download: one gets
 * the file, the other 410), then records it in the activity log and streams the bytes as an
 * attachment. `refuse` answers why the count was refused (the link as it is now).
 */
export async function sendSharedFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  link: ShareLink,
  file: SharedFile,
  refuse: () => Promise<unknown>,
): Promise<FastifyReply> {
  const stored = await ctx.db
    .selectFrom('files')
    .select(['storage_key', 'mime', 'size', 'original_name'])
    .where('id', '=', file.fileId)
    .executeTakeFirst();
  if (!stored) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
  // The row's version is left alone: a download is not an edit, and must not make its creator's
  // open edit form stale.
  const live = sql`id = ${link.id} and deleted_at is null and revoked is not true and expires_at > now()`;
  // A download resumed by a range was counted when it began: the link need only still be live.
  const resumed = isLaterRange(request.headers.range);
  const counted = resumed
    ? await sql`select id from dm_shares where ${live}`.execute(ctx.db)
    : await sql<{ downloads: number }>`update dm_shares set downloads = coalesce(downloads, 0) + 1
        where ${live} and (max_downloads is null or coalesce(downloads, 0) < max_downloads)
        returning downloads`.execute(ctx.db);
  if (counted.rows.length === 0) {
    await refuse();
    throw new HttpError(410, translate(request.lang, 'dm:share.errors.usedUp'), { reason: 'used_up' });
  }
  if (!resumed)
    await recordDmActivity(ctx.db, {
      action: 'download',
      documentId: file.documentId,
      folderId: file.folderId,
      versionNo: file.number,
      detail: translate(request.lang, 'dm:share.activity.downloaded', { id: link.id }),
      userId: null,
    });
  return sendStoredFile(ctx, request, reply, { ...stored, original_name: file.name });
}
