import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { broadcastCacheChanged } from '../../realtime/broadcastCacheChanged';
import type { Caller } from '../../resources/EntityService';
import { DEPARTMENT_ENTITY, DepartmentService } from './DepartmentService';
import { readVersion } from './readDepartmentInput';
import { likePattern, pageMeta, PAGE_QUERY_SCHEMA, readPage } from './paging';

const RIGHT = 'sc.admin.department.actions';
const ID_PARAMS = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
    required: ['id'],
  },
} as const;

interface IdRoute {
  Params: { id: string };
  Body: unknown;
}

/**
 * The department API of adddept, inactive-dept and the organisation tree (the cached list
 * `GET /api/sc/department/all` stays in registerOrganisationRoutes). Every write is
 * audited and tells open clients to revalidate the cached department list.
 */
export function registerDepartmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new DepartmentService(ctx.db);
  const caller = (request: FastifyRequest): Caller => ({
    userId: requireAuth(request).userId,
    lang: request.lang,
  });
  // A moved or removed department changes whose rights reach whom (rights granted to a
  // department reach the sections below it) and which rows a department row scope reaches.
  const changed = () => {
    ctx.permissions.clear();
    return broadcastCacheChanged(ctx.realtime, 'departments');
  };
  const found = async (request: FastifyRequest, id: number) => {
    const row = await service.get(id);
    if (!row) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
    return row;
  };

  // The deactivated (or active) departments, paged and searchable: the inactive-dept screen.
  app.get<{
    Querystring: { status?: 'active' | 'inactive'; search?: string; page?: string; per_page?: string };
  }>(
    '/api/sc/department',
    {
      config: { access: { permission: `${RIGHT}.view` } },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...PAGE_QUERY_SCHEMA,
            status: { type: 'string', enum: ['active', 'inactive'] },
            search: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const { page, perPage } = readPage(request.query);
      let query = ctx.db
        .selectFrom('departments as d')
        .leftJoin('departments as p', 'p.id', 'd.parent_id')
        .leftJoin('department_levels as l', 'l.id', 'd.level_id')
        .where('d.deleted_at', 'is', null);
      if (request.query.status) query = query.where('d.is_active', '=', request.query.status === 'active');
      const search = request.query.search?.trim();
      if (search)
        query = query.where((eb) =>
          eb.or([eb('d.name', 'ilike', likePattern(search)), eb('d.code', 'ilike', likePattern(search))]),
        );
      const [rows, count] = await Promise.all([
        query
          .selectAll('d')
          .select(['p.name as parent_name', 'l.name as level_name', 'l.depth'])
          .orderBy('d.name')
          .orderBy('d.id')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows, meta: pageMeta(page, perPage, Number(count.n)) };
    },
  );

  app.get<IdRoute>(
    '/api/sc/department/:id',
    { config: { access: { permission: `${RIGHT}.view` } }, schema: ID_PARAMS },
    async (request) => ({ data: await found(request, Number(request.params.id)) }),
  );

  app.post(
    '/api/sc/department',
    { config: { access: { permission: `${RIGHT}.create` } } },
    async (request, reply) => {
      const data = await service.create(request.body, caller(request));
      await changed();
      return reply.code(201).send({ data });
    },
  );

  app.put<IdRoute>(
    '/api/sc/department/:id',
    { config: { access: { permission: `${RIGHT}.edit` } }, schema: ID_PARAMS },
    async (request) => {
      const body = request.body;
      const version = readVersion(body, request.lang);
      const data = await service.update(Number(request.params.id), body, version, caller(request));
      await changed();
      return { data };
    },
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post<IdRoute>(
      `/api/sc/department/:id/${action}`,
      { config: { access: { permission: `${RIGHT}.edit` } }, schema: ID_PARAMS },
      async (request) => {
        const version = readVersion(request.body, request.lang);
        const data = await service.setActive(Number(request.params.id), active, version, caller(request));
        await changed();
        return { data };
      },
    );
  }

  app.delete<IdRoute & { Querystring: { version?: string } }>(
    '/api/sc/department/:id',
    {
      config: { access: { permission: `${RIGHT}.delete` } },
      schema: { ...ID_PARAMS, querystring: { type: 'object', properties: { version: { type: 'string' } } } },
    },
    async (request) => {
      const version = readVersion({ version: Number(request.query.version) }, request.lang);
      const data = await service.remove(Number(request.params.id), version, caller(request));
      await changed();
      return { data };
    },
  );

  app.post<IdRoute>(
    '/api/sc/department/:id/restore',
    { config: { access: { permission: `${RIGHT}.delete` } }, schema: ID_PARAMS },
    async (request) => {
      const data = await service.restore(Number(request.params.id), caller(request));
      await changed();
      return { data };
    },
  );

  app.get<IdRoute>(
    '/api/sc/department/:id/audit',
    { config: { access: { permission: `${RIGHT}.view` } }, schema: ID_PARAMS },
    async (request) => {
      const data = await ctx.db
        .selectFrom('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.id',
          'a.action',
          'a.user_id',
          'u.name as user_name',
          'a.before',
          'a.after',
          'a.created_at',
        ])
        .where('a.entity', '=', DEPARTMENT_ENTITY)
        .where('a.record_id', '=', Number(request.params.id))
        .orderBy('a.id', 'desc')
        .limit(200)
        .execute();
      return { data };
    },
  );
}
