import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FileKind, isAcceptedMime } from '../../../schemas/core/fileKinds';
import { requireAuth } from '../../auth/authGuard';
import { contentDisposition } from '../../files/contentDisposition';
import { describeKinds } from '../../files/describeKinds';
import { FileNotStored } from '../../files/FileStore';
import { sweepOrphanFiles } from '../../files/sweepOrphanFiles';
import { UploadMeter, UploadRefusedType, UploadTooLarge } from '../../files/UploadMeter';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { organisationToday } from '../engine/engineStep';
import { WF_FILE_ENTITY, WF_FILE_FIELD } from '../engine/instanceFiles';
import { canSeeInstance } from '../engine/visibility';
import { canSeeAll } from '../engine/wfAdministrators';
import { wfDb } from '../engine/wfDatabase';

/** What a sign-off attachment may be (its content decides, never its name). */
export const WF_FILE_KINDS: FileKind[] = ['pdf', 'image', 'office', 'text', 'archive'];
/** The largest sign-off attachment, in MB (never above the server's FILES_MAX_SIZE_MB). */
export const WF_FILE_MAX_MB = 50;
const MB = 1024 * 1024;
const ID = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

function fileName(request: FastifyRequest<{ Querystring: { name?: string } }>): string {
  const header = request.headers['x-file-name'];
  let name = typeof header === 'string' ? header : (request.query.name ?? '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not URI-encoded: taken as sent.
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  name = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (name || 'file').slice(0, 255);
}

/** 403 unless the caller may see the application (docs/decisions.md, "Sign-off visibility"). */
async function requireVisible(ctx: AppContext, request: FastifyRequest, id: number): Promise<void> {
  const { userId, userPermission } = requireAuth(request);
  const db = wfDb(ctx.db);
  const row = await db
    .selectFrom('wf_instances')
    .select(['id', 'applicant_id', 'template_id', 'planned_user_ids'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, translate(request.lang, 'wf:engine.notFound'));
  if (canSeeAll(userPermission)) return;
  if (!(await canSeeInstance(db, row, userId, await organisationToday(ctx.db, new Date()))))
    throw new HttpError(403, translate(request.lang, 'wf:engine.notVisible'));
}

/**
 * Attachments of applications (docs/guide-files.md, same store and checks as a `files` field):
 * - `POST /api/wf/instance/files` and `POST /api/wf/instance/{id}/files`: the raw file as the
 *   body (name in X-File-Name), streamed to the store; 201 `{data: {id, name, size, mime}}`. The
 *   upload is the caller's until a save (`fileIds`, a form's file field) or an action attaches it
 *   to the application; with an id, the caller must be able to see that application.
 * - `GET /api/wf/instance/{id}/files/{fileId}`: a file the application holds, for whoever may see
 *   it (403 otherwise, 404 for a file it does not hold).
 */
export function registerInstanceFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    // In this scope only, any body is a raw stream, measured while it arrives.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const upload = async (
      request: FastifyRequest<{ Params: { id?: string }; Querystring: { name?: string } }>,
      reply: FastifyReply,
    ) => {
      const { userId } = requireAuth(request);
      if (request.params.id !== undefined) await requireVisible(ctx, request, Number(request.params.id));
      const limitBytes = Math.min(WF_FILE_MAX_MB, ctx.config.files.maxSizeMb) * MB;
      const body = request.body as IncomingMessage;
      const tooLarge = () => {
        const message = translate(request.lang, 'resources:files.tooLarge', { limit: limitBytes / MB });
        return new HttpError(413, message, { errors: { file: [message] } });
      };
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > limitBytes) {
        reply.header('connection', 'close');
        throw tooLarge();
      }
      const meter = new UploadMeter(limitBytes, (mime) => isAcceptedMime(WF_FILE_KINDS, mime));
      body.on('error', (error) => meter.destroy(error));
      body.pipe(meter);
      const key = `${new Date().toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}`;
      const name = fileName(request);
      try {
        await ctx.files.put(key, meter);
      } catch (thrown) {
        const error = meter.failure ?? thrown;
        body.unpipe(meter);
        reply.header('connection', 'close');
        if (error instanceof UploadTooLarge) throw tooLarge();
        if (body.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET')
          throw new HttpError(400, translate(request.lang, 'resources:files.aborted'));
        if (error instanceof UploadRefusedType) {
          const message = translate(request.lang, 'resources:files.wrongType', {
            name,
            kinds: describeKinds(request.lang, WF_FILE_KINDS),
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
          entity: WF_FILE_ENTITY,
          field: WF_FILE_FIELD,
          created_by: userId,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      await sweepOrphanFiles(ctx).catch((error: unknown) =>
        request.log.warn({ err: error }, 'files: orphan sweep failed'),
      );
      return reply.status(201).send({ data: { id: row.id, name, size: meter.size, mime: meter.mime } });
    };
    const querystring = {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 1000 } },
    } as const;
    scope.post(
      '/api/wf/instance/files',
      { config: { access: { permission: 'wf.use' } }, schema: { querystring } },
      upload,
    );
    scope.post(
      '/api/wf/instance/:id/files',
      {
        config: { access: 'authenticated' },
        schema: { querystring, params: { type: 'object', properties: { id: ID } } },
      },
      upload,
    );
  });

  app.get<{ Params: { id: string; fileId: string } }>(
    '/api/wf/instance/:id/files/:fileId',
    {
      config: { access: 'authenticated' },
      schema: { params: { type: 'object', properties: { id: ID, fileId: ID } } },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      await requireVisible(ctx, request, id);
      const notFound = () => new HttpError(404, translate(request.lang, 'auth:notFound'));
      const file = await ctx.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', Number(request.params.fileId))
        .where('entity', '=', WF_FILE_ENTITY)
        .where('record_id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!file) throw notFound();
      let stream: Awaited<ReturnType<typeof ctx.files.get>>;
      try {
        stream = await ctx.files.get(file.storage_key);
      } catch (error) {
        if (error instanceof FileNotStored) throw notFound();
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
    },
  );
}
