import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { HttpError, ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { isValidSocketId, userChannel } from '../realtime/channelNames';
import { expandOwners, OWNER_PATTERN } from './expandOwners';
import { NOTIFICATIONS_READ } from './notificationEvents';
import { toNotificationView } from './notificationView';
import { sendNotifications } from './sendNotifications';
import { ID_PARAM } from '../http/idPattern';

/** Page size of the notification list: a bell's dropdown worth, paged further on scroll. */
export const NOTIFICATIONS_PER_PAGE = 20;
const BASE = '/api/sc/user-notification';

const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      // Only the user's own inbox (type 1) exists so far.
      type: { type: 'string', enum: ['1'] },
      page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
      status: { type: 'string', enum: ['all', 'unread'] },
    },
  },
} as const;

const idSchema = {
  params: { type: 'object', properties: { id: ID_PARAM } },
} as const;

const sendSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['owners', 'title', 'content'],
    properties: {
      owners: {
        type: 'array',
        minItems: 1,
        maxItems: 500,
        items: { type: 'string', maxLength: 11, pattern: OWNER_PATTERN },
      },
      title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
      content: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
    },
  },
} as const;

/** The caller's socket (X-Socket-Id, sent by the web client) so it is not told what it just did. */
function originSocket(request: FastifyRequest): string | undefined {
  const header = request.headers['x-socket-id'];
  return isValidSocketId(header) ? header : undefined;
}

/**
 * The signed-in user's notifications (list, mark one or all read) and the administrator's
 * "send a notification" to departments, groups and users.
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const unreadCount = async (userId: number): Promise<number> => {
    const row = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  app.get<{ Querystring: { type?: string; page?: string; status?: 'all' | 'unread' } }>(
    BASE,
    { config: { access: 'authenticated' }, schema: listSchema },
    async (request) => {
      const { userId } = requireAuth(request);
      const page = Number(request.query.page ?? '1');
      const unreadOnly = request.query.status === 'unread';
      let query = db.selectFrom('notifications').where('user_id', '=', userId);
      if (unreadOnly) query = query.where('read_at', 'is', null);
      const [rows, unread, all] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(NOTIFICATIONS_PER_PAGE)
          .offset((page - 1) * NOTIFICATIONS_PER_PAGE)
          .execute(),
        unreadCount(userId),
        unreadOnly
          ? Promise.resolve(null)
          : query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const total = all === null ? unread : Number(all.n);
      return {
        data: rows.map(toNotificationView),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE)),
          per_page: NOTIFICATIONS_PER_PAGE,
          total,
          unread_count: unread,
        },
      };
    },
  );

  app.put<{ Params: { id: string } }>(
    `${BASE}/:id/read`,
    { config: { access: 'authenticated' }, schema: idSchema },
    async (request) => {
      const { userId } = requireAuth(request);
      const row = await db
        .updateTable('notifications')
        .set({ read_at: sql<Date>`coalesce(read_at, now())` })
        .where('id', '=', Number(request.params.id))
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      // Someone else's notification is as missing as one that never existed.
      if (!row) throw new HttpError(404, translate(request.lang, 'notifications:notFound'));
      const unread = await unreadCount(userId);
      await ctx.realtime
        .publish(
          userChannel(userId),
          NOTIFICATIONS_READ,
          { ids: [row.id], unread_count: unread },
          {
            exceptSocketId: originSocket(request),
          },
        )
        .catch((error: unknown) => request.log.warn({ err: error }, 'notifications: push failed'));
      return { data: toNotificationView(row), meta: { unread_count: unread } };
    },
  );

  app.put(`${BASE}/read-all`, { config: { access: 'authenticated' } }, async (request) => {
    const { userId } = requireAuth(request);
    const updated = await db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    await ctx.realtime
      .publish(
        userChannel(userId),
        NOTIFICATIONS_READ,
        { ids: null, unread_count: 0 },
        {
          exceptSocketId: originSocket(request),
        },
      )
      .catch((error: unknown) => request.log.warn({ err: error }, 'notifications: push failed'));
    return { data: { updated: Number(updated.numUpdatedRows) }, meta: { unread_count: 0 } };
  });

  app.post<{ Body: { owners: string[]; title: string; content: string } }>(
    BASE,
    { config: { access: { permission: 'sc.admin.notify.actions.send' } }, schema: sendSchema },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const { owners, title, content } = request.body;
      const { userIds, unknown } = await expandOwners(db, owners);
      if (unknown.length > 0) {
        const errors: Record<string, string[]> = {};
        for (const owner of unknown) {
          errors[`owners.${owners.indexOf(owner)}`] = [
            translate(request.lang, 'notifications:owners.unknown', { owner }),
          ];
        }
        throw new ValidationFailed(translate(request.lang, 'validation:failed'), errors);
      }
      if (userIds.length === 0) {
        throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
          owners: [translate(request.lang, 'notifications:owners.nobody')],
        });
      }
      const sender = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await sendNotifications(ctx, {
        userIds,
        modelType: 'sc',
        title,
        content,
        data: { sender: { id: sender.id, name: sender.name } },
      });
      reply.status(201);
      return {
        message: translate(request.lang, 'notifications:sent', { count: userIds.length }),
        data: { recipients: userIds.length },
      };
    },
  );
}
