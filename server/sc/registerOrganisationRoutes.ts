import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../schemas/core/hasPermission';
import { requireAuth } from '../auth/authGuard';
import { userProfile } from '../auth/userProfile';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';

/** The organisation core: cached lists of departments and users, and one user's record. */
export function registerOrganisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/sc/department/all', { config: { access: 'authenticated' } }, async () => {
    const data = await db
      .selectFrom('departments as d')
      .leftJoin('department_levels as l', 'l.id', 'd.level_id')
      .select([
        'd.id',
        'd.parent_id',
        'd.name',
        'd.code',
        'd.sort',
        'd.is_active',
        'd.level_id',
        'l.name as level_name',
        'l.depth',
      ])
      .where('d.deleted_at', 'is', null)
      .orderBy('d.parent_id', (ob) => ob.nullsFirst())
      .orderBy('d.sort')
      .orderBy('d.id')
      .execute();
    return { data };
  });

  // Everyone signed in may list colleagues (the share-member selector needs it); it shows no private data.
  app.get('/api/sc/user/all', { config: { access: 'authenticated' } }, async () => {
    const data = await db
      .selectFrom('users as u')
      .leftJoin('user_departments as ud', (join) =>
        join.onRef('ud.user_id', '=', 'u.id').on('ud.is_primary', '=', true),
      )
      .select(['u.id', 'u.account', 'u.name', 'u.email', 'u.is_active', 'ud.department_id'])
      .where('u.deleted_at', 'is', null)
      .orderBy('u.id')
      .execute();
    return { data };
  });

  app.get<{ Params: { id: string } }>(
    '/api/sc/user/:id',
    {
      config: { access: 'authenticated' },
      schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } } } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const id = Number(request.params.id);
      if (id !== auth.userId && !hasPermission(auth.userPermission, 'sc.admin.user.actions.view')) {
        throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
      }
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!user) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      return { data: await userProfile(db, user, await ctx.permissions.get(id)) };
    },
  );
}
