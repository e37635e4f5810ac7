import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { broadcastCacheChanged } from '../../realtime/broadcastCacheChanged';
import { UserDepartmentsService } from './UserDepartmentsService';

const USER_ID = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;

/**
 * `/api/sc/user-departments`: one user's departments, read (`?user_id=`) and replaced as a
 * whole (`PUT .../{userId}` with `{memberships, version}`). A change moves the user in the
 * organisation tree, so both cached lists (departments with their counts, users with their
 * primary department) are revalidated on open clients.
 */
export function registerUserDepartmentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new UserDepartmentsService(ctx.db);

  app.get<{ Querystring: { user_id: string } }>(
    '/api/sc/user-departments',
    {
      config: { access: { permission: 'sc.admin.user.actions.view' } },
      schema: { querystring: { type: 'object', properties: { user_id: USER_ID }, required: ['user_id'] } },
    },
    async (request) => ({ data: await service.read(Number(request.query.user_id), request.lang) }),
  );

  app.put<{ Params: { userId: string }; Body: unknown }>(
    '/api/sc/user-departments/:userId',
    {
      config: { access: { permission: 'sc.admin.user.actions.edit' } },
      schema: { params: { type: 'object', properties: { userId: USER_ID }, required: ['userId'] } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await service.replace(Number(request.params.userId), request.body, {
        userId: auth.userId,
        lang: request.lang,
      });
      // Their departments decide rights granted to departments and their row scopes' reach.
      ctx.permissions.clear(Number(request.params.userId));
      await broadcastCacheChanged(ctx.realtime, 'departments');
      await broadcastCacheChanged(ctx.realtime, 'users');
      return { data };
    },
  );
}
