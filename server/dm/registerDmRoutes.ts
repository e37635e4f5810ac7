import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/authGuard';
import { acceptRawBodies } from '../files/acceptRawBodies';
import { receiveUpload } from '../files/receiveUpload';
import { isLaterRange } from '../files/parseByteRange';
import { sendStoredFile } from '../files/sendStoredFile';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { ID_PARAM, ID_PATTERN } from '../http/idPattern';
import { translate } from '../http/translate';
import { announceEntityChanged } from '../resources/announceEntityChanged';
import type { EntityService } from '../resources/EntityService';
import { requireRowsInScope, rowScopeOf } from '../resources/rowScope/rowScopeOf';
import { scopedCaller } from '../resources/rowScope/scopedCaller';
import { type DmServices, dmServices } from './DmServices';
import { registerDispatchRoutes } from './dispatch/registerDispatchRoutes';
import { dmUploadLimits } from './dmUploadLimits';
import { registerDmJobs } from './extract/registerDmJobs';
import { notifyNewVersion } from './notifyNewVersion';
import { recordDmActivity } from './recordDmActivity';
import { registerShareRoutes } from './share/registerShareRoutes';
import { storeVersion } from './storeVersion';

const DOCUMENT = 'dm.use.document.actions';

/** A row the caller reads (the entity's view access list), or 404 as if it did not exist. */
async function readable(request: FastifyRequest, ctx: AppContext, service: EntityService, id: number) {
  const row = await service.store.get(ctx.db, id, {
    scope: await rowScopeOf(request, ctx, service.descriptor, 'view'),
  });
  if (!row) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
  return row;
}

/**
 * After a new version: tells open lists of documents and versions that they changed (realtime, as
 * every runtime write does), and has the worker read the version's text now (its job is queued).
 */
async function announceDocuments(ctx: AppContext, dm: DmServices, request: FastifyRequest): Promise<void> {
  ctx.jobs.wake();
  for (const service of [dm.documents, dm.versions])
    await announceEntityChanged(ctx.realtime, service.descriptor, request.log, service.rules.cachedLists);
}

/** Receives one upload within the caller's document-management limits (dm.global, quota). */
async function receiveDmUpload(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const { userId } = requireAuth(request);
  const limits = await dmUploadLimits(ctx, userId);
  if (limits.limitBytes === 0) {
    const message = translate(request.lang, 'dm:errors.quotaUsed');
    throw new HttpError(413, message, { errors: { file: [message] } });
  }
  return receiveUpload(ctx, request as FastifyRequest<{ Querystring: { name?: string } }>, reply, {
    limitBytes: limits.limitBytes,
    accept: limits.accept,
    entity: 'dm.version',
    field: 'file_id',
    userId,
  });
}

/**
 * The file calls of document management beside the runtime's own (docs/guide-dm.md):
 * - `POST /api/dm/document/upload?folder_id=&name=`: the raw file as the body (as any upload,
 *   docs/guide-files.md); a new document, its version 1, in a folder the caller may edit.
 *   201 `{data: {id, version_id, name, size, mime}}`;
 * - `POST /api/dm/document/:id/versions?note=`: the next version of a document the caller may edit
 *   (its creator is notified unless they turned that off: notifyNewVersion);
 * - `POST /api/dm/version/:id/make-current`: an old version's bytes as its document's next version
 *   (the versions list's row action);
 * - `GET /api/dm/document/:id/content[?version=][&download=1]`: the bytes of the current (or a
 *   given) version of a document the caller reads; each read is in the activity log.
 * Size and kinds come from the global settings (dm.global), the kind read from the content.
 */
export function registerDmRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dm = dmServices(ctx);
  if (!dm) return;
  registerDmJobs(ctx);
  app.register(async (scope) => {
    acceptRawBodies(scope);
    registerUploads(scope, ctx, dm);
  });
  registerRestore(app, ctx, dm);
  registerContent(app, ctx, dm);
  registerShareRoutes(app, ctx, dm);
  // Paper dispatch: the sign-off call and the check on the files a registration links.
  registerDispatchRoutes(app, ctx, dm);
}

function registerUploads(app: FastifyInstance, ctx: AppContext, dm: DmServices): void {
  app.post<{ Querystring: { folder_id: string; name?: string } }>(
    '/api/dm/document/upload',
    {
      config: { access: { permission: `${DOCUMENT}.create` } },
      schema: {
        querystring: {
          type: 'object',
          required: ['folder_id'],
          properties: { folder_id: ID_PARAM, name: { type: 'string', maxLength: 1000 } },
        },
      },
    },
    async (request, reply) => {
      const folderId = Number(request.query.folder_id);
      await readable(request, ctx, dm.folders, folderId);
      await requireRowsInScope(request, ctx, dm.folders, 'edit', [folderId]);
      const file = await receiveDmUpload(ctx, request, reply);
      const caller = await scopedCaller(request, ctx, dm.documents, 'create');
      const created = await ctx.db.transaction().execute(async (trx) => {
        const document = await dm.documents.createIn(
          trx,
          { name: file.name.slice(0, 255), folder_id: folderId },
          caller,
        );
        const id = Number(document.id);
        const version = await storeVersion(trx, dm, id, file, { note: null, action: 'upload' }, caller);
        return { id, version_id: version.versionId };
      });
      await announceDocuments(ctx, dm, request);
      return reply
        .status(201)
        .send({ data: { ...created, name: file.name, size: file.size, mime: file.mime } });
    },
  );

  app.post<{ Params: { id: string }; Querystring: { note?: string; name?: string } }>(
    '/api/dm/document/:id/versions',
    {
      config: { access: { permission: `${DOCUMENT}.edit` } },
      schema: {
        params: { type: 'object', properties: { id: ID_PARAM } },
        querystring: {
          type: 'object',
          properties: { note: { type: 'string', maxLength: 500 }, name: { type: 'string', maxLength: 1000 } },
        },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      await readable(request, ctx, dm.documents, id);
      await requireRowsInScope(request, ctx, dm.documents, 'edit', [id]);
      const file = await receiveDmUpload(ctx, request, reply);
      const caller = await scopedCaller(request, ctx, dm.documents, 'edit');
      const note = request.query.note?.trim() || null;
      const version = await ctx.db
        .transaction()
        .execute((trx) => storeVersion(trx, dm, id, file, { note, action: 'version' }, caller));
      await announceDocuments(ctx, dm, request);
      await notifyNewVersion(ctx, dm, {
        documentId: id,
        versionId: version.versionId,
        number: version.number,
        uploaderId: caller.userId,
        lang: request.lang,
      });
      return reply.status(201).send({
        data: {
          id,
          version_id: version.versionId,
          number: version.number,
          name: file.name,
          size: file.size,
          mime: file.mime,
        },
      });
    },
  );
}

function registerRestore(app: FastifyInstance, ctx: AppContext, dm: DmServices): void {
  app.post<{ Params: { id: string } }>(
    '/api/dm/version/:id/make-current',
    {
      config: { access: { permission: `${DOCUMENT}.edit` } },
      schema: { params: { type: 'object', properties: { id: ID_PARAM } } },
    },
    async (request, reply) => {
      const versionId = Number(request.params.id);
      // A version is reached through its document's access list: reading it, then editing it.
      const old = await readable(request, ctx, dm.versions, versionId);
      await requireRowsInScope(request, ctx, dm.versions, 'edit', [versionId]);
      const id = Number(old.document_id);
      const caller = await scopedCaller(request, ctx, dm.documents, 'edit');
      const note = translate(request.lang, 'dm:versions.restoredFrom', { number: Number(old.number) });
      const file = {
        id: Number(old.file_id),
        name: String(old.name),
        size: Number(old.size),
        mime: String(old.mime),
        sha256: String(old.sha256),
      };
      const version = await ctx.db
        .transaction()
        .execute((trx) => storeVersion(trx, dm, id, file, { note, action: 'restore' }, caller));
      await announceDocuments(ctx, dm, request);
      return reply.status(201).send({ data: { id, version_id: version.versionId, number: version.number } });
    },
  );
}

function registerContent(app: FastifyInstance, ctx: AppContext, dm: DmServices): void {
  app.get<{ Params: { id: string }; Querystring: { version?: string; download?: string } }>(
    '/api/dm/document/:id/content',
    {
      config: { access: { permission: `${DOCUMENT}.view` } },
      schema: {
        params: { type: 'object', properties: { id: ID_PARAM } },
        querystring: {
          type: 'object',
          properties: {
            version: { type: 'string', pattern: ID_PATTERN },
            download: { type: 'string', enum: ['0', '1'] },
          },
        },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const document = await readable(request, ctx, dm.documents, id);
      const versionId = request.query.version
        ? Number(request.query.version)
        : Number(document.current_version_id);
      const version = await dm.versions.store.get(ctx.db, versionId);
      if (!version || Number(version.document_id) !== id)
        throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      const file = await ctx.db
        .selectFrom('files')
        .select(['storage_key', 'mime', 'size', 'original_name'])
        .where('id', '=', Number(version.file_id))
        .executeTakeFirst();
      if (!file) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      // A viewer goes on reading a long file in ranges after its first request: one read, one line.
      if (!isLaterRange(request.headers.range))
        await recordDmActivity(ctx.db, {
          action: request.query.download === '1' ? 'download' : 'view',
          documentId: id,
          folderId: Number(document.folder_id),
          versionNo: Number(version.number),
          detail: null,
          userId: requireAuth(request).userId,
        });
      return sendStoredFile(ctx, request, reply, { ...file, original_name: String(version.name) });
    },
  );
}
