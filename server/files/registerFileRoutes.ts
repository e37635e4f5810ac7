import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { DEFAULT_FILE_MAX_SIZE_MB, isAcceptedMime } from '../../schemas/core/fileKinds';
import { hasPermission } from '../../schemas/core/hasPermission';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { HttpError, ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import type { EntityService } from '../resources/EntityService';
import { contentDisposition } from './contentDisposition';
import { FileNotStored } from './FileStore';
import { describeKinds } from './describeKinds';
import { sweepOrphanFiles } from './sweepOrphanFiles';
import { UploadMeter, UploadRefusedType, UploadTooLarge } from './UploadMeter';

const idPattern = '^[1-9][0-9]{0,9}$';
const MB = 1024 * 1024;

/** The name as the client sent it (X-File-Name, URI-encoded, or `?name=`), without folders or control characters. */
function originalName(request: FastifyRequest<{ Querystring: { name?: string } }>): string {
  const header = request.headers['x-file-name'];
  let name = typeof header === 'string' ? header : (request.query.name ?? '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not URI-encoded: take it as sent.
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  name = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (name || 'file').slice(0, 255);
}

/** The size limit of a field in bytes: its maxSizeMb, never above FILES_MAX_SIZE_MB. */
function limitOf(field: FieldDescriptor, ctx: AppContext): number {
  return Math.min(field.maxSizeMb ?? DEFAULT_FILE_MAX_SIZE_MB, ctx.config.files.maxSizeMb) * MB;
}

function tooLarge(lang: Language, limitBytes: number): HttpError {
  const message = translate(lang, 'resources:files.tooLarge', { limit: limitBytes / MB });
  return new HttpError(413, message, { errors: { file: [message] } });
}

/**
 * The attachment routes of every entity with a `files` field (docs/guide-files.md):
 * - `POST {api}/files?field={field}`: the raw file as the body (any Content-Type; the name in
 *   X-File-Name, URI-encoded), streamed to the store while its size is counted and its type read
 *   from the first bytes; 201 `{data: {id, name, size, mime}}`, 413 past the size limit, 422 for
 *   a kind the field does not accept. Needs the entity's create or edit right.
 * - `GET {api}/{id}/files/{fileId}`: the bytes of a file the record holds, with the record's view
 *   right; 404 for a file the record does not hold.
 * Uploads stay unattached until a write puts their ids in the field (attachFiles).
 */
export function registerFileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: readonly EntityService[],
): void {
  const withFiles = services.filter((s) =>
    Object.values(s.descriptor.fields as Record<string, FieldDescriptor>).some((f) => f.type === 'files'),
  );
  if (withFiles.length === 0) return;
  app.register(async (scope) => {
    // In this scope only, any body is a raw stream: nothing buffers it, and fastify's bodyLimit
    // (which counts buffered bodies) does not apply; the field's limit does, while streaming.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const service of withFiles) registerUpload(scope, ctx, service);
  });
  for (const service of withFiles) registerDownload(app, ctx, service);
}

function registerUpload(app: FastifyInstance, ctx: AppContext, service: EntityService): void {
  const d = service.descriptor;
  const fields = d.fields as Record<string, FieldDescriptor>;
  const fileFields = Object.keys(fields).filter((name) => fields[name]!.type === 'files');
  app.post<{ Querystring: { field: string; name?: string } }>(
    `${d.api}/files`,
    {
      config: { access: 'authenticated' },
      schema: {
        querystring: {
          type: 'object',
          required: ['field'],
          properties: {
            field: { type: 'string', enum: fileFields },
            name: { type: 'string', maxLength: 1000 },
          },
        },
      },
    },
    async (request, reply) => {
      const { userId, userPermission } = requireAuth(request);
      const may = (action: string) =>
        d.actions.includes(action as never) &&
        hasPermission(userPermission, `${d.permission}.actions.${action}`);
      if (!may('create') && !may('edit')) throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
      const name = request.query.field;
      const field = fields[name]!;
      const limitBytes = limitOf(field, ctx);
      const body = request.body as IncomingMessage;
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > limitBytes) {
        reply.header('connection', 'close');
        throw tooLarge(request.lang, limitBytes);
      }
      const meter = new UploadMeter(limitBytes, (mime) => isAcceptedMime(field.accept, mime));
      body.on('error', (error) => meter.destroy(error));
      body.pipe(meter);
      const key = `${new Date().toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}`;
      const fileName = originalName(request);
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
            name: fileName,
            kinds: describeKinds(request.lang, field.accept ?? []),
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
          original_name: fileName,
          mime: meter.mime,
          size: meter.size,
          sha256: meter.sha256,
          entity: d.id,
          field: name,
          created_by: userId,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      await sweepOrphanFiles(ctx).catch((error: unknown) =>
        request.log.warn({ err: error }, 'files: the orphan sweep failed; the next upload retries'),
      );
      return reply.status(201).send({
        data: { id: row.id, name: fileName, size: meter.size, mime: meter.mime, sha256: meter.sha256 },
      });
    },
  );
}

function registerDownload(app: FastifyInstance, ctx: AppContext, service: EntityService): void {
  const d = service.descriptor;
  const fields = d.fields as Record<string, FieldDescriptor>;
  app.get<{ Params: { id: string; fileId: string } }>(
    `${d.api}/:id/files/:fileId`,
    {
      config: { access: { permission: `${d.permission}.actions.view` } },
      schema: {
        params: {
          type: 'object',
          properties: {
            id: { type: 'string', pattern: idPattern },
            fileId: { type: 'string', pattern: idPattern },
          },
        },
      },
    },
    async (request, reply: FastifyReply) => {
      const notFound = () => new HttpError(404, translate(request.lang, 'auth:notFound'));
      const recordId = Number(request.params.id);
      const fileId = Number(request.params.fileId);
      const row = await service.store.get(ctx.db, recordId);
      if (!row) throw notFound();
      const field = Object.keys(fields).find(
        (name) =>
          fields[name]!.type === 'files' &&
          Array.isArray(row[name]) &&
          (row[name] as number[]).includes(fileId),
      );
      if (!field) throw notFound();
      const file = await ctx.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', fileId)
        .where('entity', '=', d.id)
        .where('record_id', '=', recordId)
        .where('field', '=', field)
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
