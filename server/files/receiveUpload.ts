import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAcceptedMime } from '../../schemas/core/fileKinds';
import type { AppContext } from '../http/AppContext';
import { HttpError, ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import { describeKinds } from './describeKinds';
import { sweepOrphanFiles } from './sweepOrphanFiles';
import { UploadMeter, UploadRefusedType, UploadTooLarge } from './UploadMeter';
import { uploadFileName } from './uploadFileName';

const MB = 1024 * 1024;

/** Where an upload goes and what it may be; the caller has checked the right to upload. */
export interface UploadTarget {
  /** The most bytes the upload may have. */
  limitBytes: number;
  /** The file kinds or MIME types accepted (read from the content); undefined accepts any. */
  accept: readonly string[] | undefined;
  /** The `files` row's entity and field, which later writes attach it by. */
  entity: string;
  field: string;
  userId: number;
}

/** A stored, still unattached upload. */
export interface ReceivedFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  sha256: string;
}

function tooLarge(lang: Language, limitBytes: number): HttpError {
  const message = translate(lang, 'resources:files.tooLarge', { limit: limitBytes / MB });
  return new HttpError(413, message, { errors: { file: [message] } });
}

/**
 * Streams a raw request body (see acceptRawBodies) to the file store while its size is counted
 * and its type read from the first bytes, then records it as an unattached `files` row.
 * Throws 413 past `limitBytes`, 422 for an empty file or a kind `accept` leaves out, 400 when the
 * client went away. Example: `const file = await receiveUpload(ctx, request, reply, target)`.
 */
export async function receiveUpload(
  ctx: AppContext,
  request: FastifyRequest<{ Querystring: { name?: string } }>,
  reply: FastifyReply,
  target: UploadTarget,
): Promise<ReceivedFile> {
  const { limitBytes, accept } = target;
  const body = request.body as IncomingMessage | undefined;
  // No body at all (no Content-Type, nothing sent): fastify parsed none, so there is no stream.
  if (!body || typeof body.pipe !== 'function') {
    const message = translate(request.lang, 'resources:files.empty');
    throw new ValidationFailed(message, { file: [message] });
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    reply.header('connection', 'close');
    throw tooLarge(request.lang, limitBytes);
  }
  const meter = new UploadMeter(limitBytes, (mime) => isAcceptedMime(accept, mime));
  body.on('error', (error) => meter.destroy(error));
  body.pipe(meter);
  const key = `${new Date().toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}`;
  const name = uploadFileName(request);
  try {
    await ctx.files.put(key, meter);
  } catch (thrown) {
    const error = meter.failure ?? thrown;
    // The rest of the body is not read: the connection closes after the answer.
    body.unpipe(meter);
    reply.header('connection', 'close');
    if (error instanceof UploadTooLarge) throw tooLarge(request.lang, limitBytes);
    // The client went away (a cancelled upload): nothing was kept, and it is no server fault.
    if (body.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET')
      throw new HttpError(400, translate(request.lang, 'resources:files.aborted'));
    if (error instanceof UploadRefusedType) {
      const message = translate(request.lang, 'resources:files.wrongType', {
        name,
        kinds: describeKinds(request.lang, accept ?? []),
      });
      throw new ValidationFailed(message, { file: [message] }, { detected: error.mime });
    }
    throw error;
  }
  if (meter.size === 0) {
    await ctx.files.delete(key);
    const message = translate(request.lang, 'resources:files.empty');
    throw new ValidationFailed(message, { file: [message] });
  }
  const row = await ctx.db
    .insertInto('files')
    .values({
      storage_key: key,
      original_name: name,
      mime: meter.mime,
      size: meter.size,
      sha256: meter.sha256,
      entity: target.entity,
      field: target.field,
      created_by: target.userId,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await sweepOrphanFiles(ctx).catch((error: unknown) =>
    request.log.warn({ err: error }, 'files: the orphan sweep failed; the next upload retries'),
  );
  return { id: row.id, name, size: meter.size, mime: meter.mime, sha256: meter.sha256 };
}
