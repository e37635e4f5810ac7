import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { LANGUAGES, type Language, translate } from '../../http/translate';
import { broadcastCacheChanged } from '../../realtime/broadcastCacheChanged';
import { endUserSessions } from './endUserSessions';
import { readCreateInput, readUpdateInput } from './readUserInput';
import { INVITE_LIFETIME_MS, UserService, type WriteOutcome } from './UserService';

const ID = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
const idParams = { type: 'object', properties: { id: ID }, required: ['id'] } as const;

/**
 * Administration of users: `POST /api/sc/user` creates, `GET .../{id}/edit` reads the
 * editable record (version, departments with job positions, groups), `PUT .../{id}` edits
 * (409 on a stale version), `DELETE .../{id}?version=` soft-deletes and `POST .../{id}/restore`
 * brings back. `GET /api/sc/user/group-options` lists the groups a user can be put in.
 * The paged list is `GET /api/sc/user` (server/sc/departments/registerDepartmentUserListRoute.ts).
 */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new UserService(ctx.db);

  /** After a committed write: the users list (and department head counts) changed on every client. */
  const afterWrite = async (userId: number, outcome: WriteOutcome, reason: string) => {
    if (outcome.signedOut) await endUserSessions(ctx, userId, reason);
    else if (outcome.rightsChanged) ctx.permissions.clear(userId);
    await broadcastCacheChanged(ctx.realtime, 'users');
    if (outcome.rightsChanged) await broadcastCacheChanged(ctx.realtime, 'departments');
  };

  app.get(
    '/api/sc/user/group-options',
    { config: { access: { permission: 'sc.admin.user.actions.view' } } },
    async () => ({
      data: await ctx.db
        .selectFrom('groups')
        .select(['id', 'name'])
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .orderBy('id')
        .execute(),
    }),
  );

  app.post<{ Body: unknown }>(
    '/api/sc/user',
    { config: { access: { permission: 'sc.admin.user.actions.create' } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const input = readCreateInput(request.body, request.lang);
      const outcome = await service.create(input, { userId: auth.userId, lang: request.lang });
      const { record } = outcome;
      if (outcome.inviteToken && record.email) {
        // The mail goes out in the new user's language; the outbox keeps it if SMTP fails.
        const lang: Language = LANGUAGES.find((l) => l === record.language) ?? request.lang;
        await ctx.mailer.send({
          to: record.email,
          subject: translate(lang, 'sc:users.invite.mailSubject'),
          body: translate(lang, 'sc:users.invite.mailBody', {
            name: record.name,
            account: record.account,
            link: `${ctx.config.appUrl}/reset-password/${outcome.inviteToken}`,
            hours: INVITE_LIFETIME_MS / 3600_000,
          }),
        });
      }
      await afterWrite(record.id, outcome, 'user-created');
      const message = translate(
        request.lang,
        outcome.inviteToken ? 'sc:users.createdInvited' : 'sc:users.created',
      );
      return reply.code(201).send({ message, data: record });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/sc/user/:id/edit',
    { config: { access: { permission: 'sc.admin.user.actions.view' } }, schema: { params: idParams } },
    async (request) => ({ data: await service.read(Number(request.params.id), request.lang) }),
  );

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/api/sc/user/:id',
    { config: { access: { permission: 'sc.admin.user.actions.edit' } }, schema: { params: idParams } },
    async (request) => {
      const auth = requireAuth(request);
      const userId = Number(request.params.id);
      const input = readUpdateInput(request.body, request.lang);
      const outcome = await service.update(userId, input, { userId: auth.userId, lang: request.lang });
      await afterWrite(userId, outcome, 'user-deactivated');
      return { message: translate(request.lang, 'sc:users.saved'), data: outcome.record };
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { version: string } }>(
    '/api/sc/user/:id',
    {
      config: { access: { permission: 'sc.admin.user.actions.delete' } },
      schema: {
        params: idParams,
        querystring: { type: 'object', properties: { version: ID }, required: ['version'] },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const userId = Number(request.params.id);
      const caller = { userId: auth.userId, lang: request.lang };
      const outcome = await service.remove(userId, Number(request.query.version), caller);
      await afterWrite(userId, outcome, 'user-deleted');
      return { message: translate(request.lang, 'sc:users.deleted'), data: outcome.record };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/sc/user/:id/restore',
    { config: { access: { permission: 'sc.admin.user.actions.delete' } }, schema: { params: idParams } },
    async (request) => {
      const auth = requireAuth(request);
      const userId = Number(request.params.id);
      const outcome = await service.restore(userId, { userId: auth.userId, lang: request.lang });
      await afterWrite(userId, outcome, 'user-restored');
      return { message: translate(request.lang, 'sc:users.restored'), data: outcome.record };
    },
  );
}
