import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { FilesTable } from '../db/DatabaseSchema';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';
import { contentDisposition } from './contentDisposition';
import { FileNotStored } from './FileStore';
import { parseByteRange } from './parseByteRange';

/**
 * Answers a download with the stored bytes of `file` (404 when the store no longer has them),
 * or the one byte range its `Range` header asks for (206, or 416 past the end), so a PDF viewer
 * shows page 1 of a long file before the rest has come. The headers keep a browser from running
 * it: a sandbox CSP, nosniff, and an attachment-style disposition; nothing caches it, since the
 * right to read it is checked per request.
 * Example: `return sendStoredFile(ctx, request, reply, fileRow)`.
 */
export async function sendStoredFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: Pick<Selectable<FilesTable>, 'storage_key' | 'mime' | 'size' | 'original_name'>,
): Promise<FastifyReply> {
  const size = Number(file.size);
  const range = parseByteRange(request.headers.range, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store');
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
  let stream: Awaited<ReturnType<typeof ctx.files.get>>;
  try {
    stream = await ctx.files.get(file.storage_key, range ?? undefined);
  } catch (error) {
    if (error instanceof FileNotStored) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
    throw error;
  }
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply
    .header('content-type', file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
    .header('content-length', String(range ? range.end - range.start + 1 : size))
    .header('content-disposition', contentDisposition(file.original_name))
    .send(stream);
}
