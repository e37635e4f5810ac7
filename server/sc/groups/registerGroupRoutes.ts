import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { type GroupCaller, type GroupInput, GroupService } from './GroupService';

const RIGHT = 'sc.admin.group.actions';
const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
  required: ['id'],
} as const;
const INPUT_PROPERTIES = {
  name: { type: 'string', maxLength: 100 },
  description: { type: ['string', 'null'], maxLength: 500 },
  members: { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 12 } },
} as const;
const CREATE_BODY = {
  type: 'object',
  properties: INPUT_PROPERTIES,
  required: ['name', 'members'],
  additionalProperties: false,
} as const;
const UPDATE_BODY = {
  type: 'object',
  properties: { ...INPUT_PROPERTIES, version: { type: 'integer', minimum: 1 } },
  required: ['name', 'members', 'version'],
  additionalProperties: false,
} as const;
const LIST_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    per_page: { type: 'string', pattern: '^([1-9][0-9]?|1[0-9][0-9]|200)$' },
    search: { type: 'string', maxLength: 100 },
    trashed: { type: 'string', enum: ['only'] },
  },
  additionalProperties: false,
} as const;

interface IdRoute {
  Params: { id: string };
}

/** `%text%` for ilike, with the user's `%`, `_` and `\` taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The group API of /sc/group: a paged list (live or deleted), one group with its members,
 * create, update, soft delete and restore (sc.admin.group.actions.*), and the names of the
 * live groups for every signed-in user's owner pickers. A membership change may change
 * anyone's rights, so each write clears this instance's permission cache.
 */
export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const service = new GroupService(db);
  const caller = (request: FastifyRequest): GroupCaller => ({
    userId: requireAuth(request).userId,
    lang: request.lang,
  });
  const changed = () => ctx.permissions.clear();

  app.get<{ Querystring: { page?: string; per_page?: string; search?: string; trashed?: 'only' } }>(
    '/api/sc/group',
    { config: { access: { permission: `${RIGHT}.view` } }, schema: { querystring: LIST_QUERY } },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const perPage = Number(request.query.per_page ?? 20);
      const members = db
        .selectFrom('group_members')
        .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('group_id')
        .as('m');
      let query = db
        .selectFrom('groups as g')
        .leftJoin(members, 'm.group_id', 'g.id')
        .where('g.deleted_at', request.query.trashed === 'only' ? 'is not' : 'is', null);
      const search = request.query.search?.trim();
      if (search)
        query = query.where((eb) =>
          eb.or([
            eb('g.name', 'ilike', likePattern(search)),
            eb('g.description', 'ilike', likePattern(search)),
          ]),
        );
      const [rows, count] = await Promise.all([
        query
          .select([
            'g.id',
            'g.name',
            'g.description',
            'g.version',
            'g.updated_at',
            'g.deleted_at',
            'm.n as member_count',
          ])
          .orderBy(sql`lower(g.name)`)
          .orderBy('g.id')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return {
        data: rows.map((row) => ({ ...row, member_count: Number(row.member_count ?? 0) })),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
      };
    },
  );

  // Names only, like the department and user lists: the owner pickers of any screen need them.
  app.get('/api/sc/group/all', { config: { access: 'authenticated' } }, async () => ({
    data: await db
      .selectFrom('groups')
      .select(['id', 'name', 'description'])
      .where('deleted_at', 'is', null)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute(),
  }));

  app.get<IdRoute>(
    '/api/sc/group/:id',
    { config: { access: { permission: `${RIGHT}.view` } }, schema: { params: ID_PARAMS } },
    async (request) => {
      const group = await service.get(Number(request.params.id), { withDeleted: true });
      if (!group) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      return { data: group };
    },
  );

  app.post<{ Body: GroupInput }>(
    '/api/sc/group',
    { config: { access: { permission: `${RIGHT}.create` } }, schema: { body: CREATE_BODY } },
    async (request, reply) => {
      const data = await service.create(request.body, caller(request));
      changed();
      return reply.code(201).send({ data });
    },
  );

  app.put<IdRoute & { Body: GroupInput & { version: number } }>(
    '/api/sc/group/:id',
    { config: { access: { permission: `${RIGHT}.edit` } }, schema: { params: ID_PARAMS, body: UPDATE_BODY } },
    async (request) => {
      const { version, ...input } = request.body;
      const data = await service.update(Number(request.params.id), input, version, caller(request));
      changed();
      return { data };
    },
  );

  app.delete<IdRoute & { Querystring: { version: string } }>(
    '/api/sc/group/:id',
    {
      config: { access: { permission: `${RIGHT}.delete` } },
      schema: {
        params: ID_PARAMS,
        querystring: {
          type: 'object',
          properties: { version: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
          required: ['version'],
        },
      },
    },
    async (request) => {
      const data = await service.remove(
        Number(request.params.id),
        Number(request.query.version),
        caller(request),
      );
      changed();
      return { data };
    },
  );

  app.post<IdRoute>(
    '/api/sc/group/:id/restore',
    { config: { access: { permission: `${RIGHT}.delete` } }, schema: { params: ID_PARAMS } },
    async (request) => {
      const data = await service.restore(Number(request.params.id), caller(request));
      changed();
      return { data };
    },
  );
}
