import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../http/AppContext';
import { likePattern, pageMeta, PAGE_QUERY_SCHEMA, readPage } from './paging';

interface UserListQuery {
  department_id?: string;
  /** `1`: the department and everything below it; otherwise only its direct members. */
  include_sub?: '0' | '1';
  search?: string;
  status?: 'active' | 'inactive';
  page?: string;
  per_page?: string;
}

/**
 * `GET /api/sc/user`: users paged in SQL, by name, for the organisation screen: those of one
 * department (with or without its sub-departments), or everyone, optionally searched by
 * name, account or e-mail. Each row carries the user's primary department and its job position.
 */
export function registerDepartmentUserListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: UserListQuery }>(
    '/api/sc/user',
    {
      config: { access: { permission: 'sc.admin.user.actions.view' } },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...PAGE_QUERY_SCHEMA,
            department_id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
            include_sub: { type: 'string', enum: ['0', '1'] },
            search: { type: 'string', maxLength: 100 },
            status: { type: 'string', enum: ['active', 'inactive'] },
          },
        },
      },
    },
    async (request) => {
      const { page, perPage } = readPage(request.query);
      const { department_id, include_sub, status } = request.query;
      const search = request.query.search?.trim();
      let query = ctx.db.selectFrom('users as u').where('u.deleted_at', 'is', null);
      if (department_id) {
        const id = Number(department_id);
        const departments =
          include_sub === '1'
            ? sql<number>`(with recursive down(id) as (
                select id from departments where id = ${id}
                union
                select d.id from departments d join down on d.parent_id = down.id
              ) select id from down)`
            : sql<number>`(${id})`;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_departments as m')
              .select('m.user_id')
              .whereRef('m.user_id', '=', 'u.id')
              .where(sql<boolean>`m.department_id in ${departments}`),
          ),
        );
      }
      if (status) query = query.where('u.is_active', '=', status === 'active');
      if (search) {
        const pattern = likePattern(search);
        query = query.where((eb) =>
          eb.or([
            eb('u.name', 'ilike', pattern),
            eb('u.account', 'ilike', pattern),
            eb('u.email', 'ilike', pattern),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .leftJoin('user_departments as ud', (join) =>
            join.onRef('ud.user_id', '=', 'u.id').on('ud.is_primary', '=', true),
          )
          .leftJoin('departments as pd', 'pd.id', 'ud.department_id')
          .leftJoin('job_positions as jp', 'jp.id', 'ud.job_position_id')
          .select([
            'u.id',
            'u.account',
            'u.name',
            'u.email',
            'u.is_active',
            'ud.department_id',
            'pd.name as department_name',
            'jp.name as job_position_name',
          ])
          .orderBy('u.name')
          .orderBy('u.id')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows, meta: pageMeta(page, perPage, Number(count.n)) };
    },
  );
}
