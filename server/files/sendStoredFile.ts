import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { FilesTable } from '../db/DatabaseSchema';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';
import { contentDisposition } from './contentDisposition';
import { FileNotStored } from './FileStore';

/**
 * Answers a download with the stored bytes of `file` (404 when the store no longer has them).
 * The headers keep a browser from running it: a sandbox CSP, nosniff, and an attachment-style
 * disposition; nothing caches it, since the right to read it is checked per request.
 * Example: `return sendStoredFile(ctx, request, reply, fileRow)`.
 */
export async function sendStoredFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: Pick<Selectable<FilesTable>, 'storage_key' | 'mime' | 'size' | 'original_name'>,
): Promise<FastifyReply> {
  let stream: Awaited<ReturnType<typeof ctx.files.get>>;
  try {
    stream = await ctx.files.get(file.storage_key);
  } catch (error) {
    if (error instanceof FileNotStored) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
    throw error;
  }
  return reply
    .header('content-type', file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.original_name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(stream);
}
