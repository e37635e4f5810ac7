import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../schemas/core/hasPermission';
import { requireAuth } from '../auth/authGuard';
import { userProfile } from '../auth/userProfile';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';
import { registerDepartmentRoutes } from './departments/registerDepartmentRoutes';
import { registerDepartmentUserListRoute } from './departments/registerDepartmentUserListRoute';
import { registerUserDepartmentsRoutes } from './departments/registerUserDepartmentsRoutes';

/**
 * The organisation core: cached lists of departments and users, one user's record, and the
 * department, paged user list and membership APIs (server/sc/departments).
 */
export function registerOrganisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerDepartmentRoutes(app, ctx);
  registerDepartmentUserListRoute(app, ctx);
  registerUserDepartmentsRoutes(app, ctx);

  // Each department comes with its number of live users (direct members), so the tree shows
  // sizes without loading users: one grouped scan of user_departments, cheap even at 5,000 users.
  app.get('/api/sc/department/all', { config: { access: 'authenticated' } }, async () => {
    const counts = db
      .selectFrom('user_departments as ud')
      .innerJoin('users as u', 'u.id', 'ud.user_id')
      .select(['ud.department_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('u.deleted_at', 'is', null)
      .groupBy('ud.department_id')
      .as('c');
    const rows = await db
      .selectFrom('departments as d')
      .leftJoin('department_levels as l', 'l.id', 'd.level_id')
      .leftJoin(counts, 'c.department_id', 'd.id')
      .select([
        'd.version',
        'c.n as user_count',
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
    return { data: rows.map((row) => ({ ...row, user_count: Number(row.user_count ?? 0) })) };
  });

  // Everyone signed in may list colleagues: every user picker (owners, signers, share members)
  // needs them. A picker's entry only (issue 14): id, name and account to tell two people of one
  // name apart, and their primary department; contact details need the user list's own right.
  app.get('/api/sc/user/all', { config: { access: 'authenticated' } }, async () => {
    const data = await db
      .selectFrom('users as u')
      .leftJoin('user_departments as ud', (join) =>
        join.onRef('ud.user_id', '=', 'u.id').on('ud.is_primary', '=', true),
      )
      .select(['u.id', 'u.account', 'u.name', 'u.is_active', 'ud.department_id'])
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
