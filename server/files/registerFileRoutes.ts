import { rowScopeOf } from '../resources/rowScope/rowScopeOf';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { DEFAULT_FILE_MAX_SIZE_MB } from '../../schemas/core/fileKinds';
import { hasPermission } from '../../schemas/core/hasPermission';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';
import type { EntityService } from '../resources/EntityService';
import { acceptRawBodies } from './acceptRawBodies';
import { receiveUpload } from './receiveUpload';
import { sendStoredFile } from './sendStoredFile';
import { ID_PATTERN } from '../http/idPattern';

const idPattern = ID_PATTERN;
const MB = 1024 * 1024;

/** The size limit of a field in bytes: its maxSizeMb, never above FILES_MAX_SIZE_MB. */
function limitOf(field: FieldDescriptor, ctx: AppContext): number {
  return Math.min(field.maxSizeMb ?? DEFAULT_FILE_MAX_SIZE_MB, ctx.config.files.maxSizeMb) * MB;
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
    acceptRawBodies(scope);
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
      const file = await receiveUpload(ctx, request, reply, {
        limitBytes: limitOf(field, ctx),
        accept: field.accept,
        entity: d.id,
        field: name,
        userId,
      });
      return reply.status(201).send({ data: file });
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
      // A record's file is as visible as the record: its view scope applies.
      const row = await service.store.get(ctx.db, recordId, {
        scope: await rowScopeOf(request, ctx, d, 'view'),
      });
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
      return sendStoredFile(ctx, request, reply, file);
    },
  );
}
