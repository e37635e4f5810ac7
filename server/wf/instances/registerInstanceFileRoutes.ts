import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FileKind } from '../../../schemas/core/fileKinds';
import { requireAuth } from '../../auth/authGuard';
import { acceptRawBodies } from '../../files/acceptRawBodies';
import { receiveUpload } from '../../files/receiveUpload';
import { sendStoredFile } from '../../files/sendStoredFile';
import type { AppContext } from '../../http/AppContext';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { organisationToday } from '../engine/engineStep';
import { WF_FILE_ENTITY, WF_FILE_FIELD } from '../engine/instanceFiles';
import { canSeeInstance } from '../engine/visibility';
import { canSeeAll } from '../engine/wfAdministrators';
import { wfDb } from '../engine/wfDatabase';
import { ID_PARAM } from '../../http/idPattern';

/** What a sign-off attachment may be (its content decides, never its name). */
export const WF_FILE_KINDS: FileKind[] = ['pdf', 'image', 'office', 'text', 'archive'];
/** The largest sign-off attachment, in MB (never above the server's FILES_MAX_SIZE_MB). */
export const WF_FILE_MAX_MB = 50;
const MB = 1024 * 1024;
const ID = ID_PARAM;

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
    acceptRawBodies(scope);
    const upload = async (
      request: FastifyRequest<{ Params: { id?: string }; Querystring: { name?: string } }>,
      reply: FastifyReply,
    ) => {
      const { userId } = requireAuth(request);
      if (request.params.id !== undefined) await requireVisible(ctx, request, Number(request.params.id));
      const { id, name, size, mime } = await receiveUpload(ctx, request, reply, {
        limitBytes: Math.min(WF_FILE_MAX_MB, ctx.config.files.maxSizeMb) * MB,
        accept: WF_FILE_KINDS,
        entity: WF_FILE_ENTITY,
        field: WF_FILE_FIELD,
        userId,
      });
      return reply.status(201).send({ data: { id, name, size, mime } });
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
      return sendStoredFile(ctx, request, reply, file);
    },
  );
}
