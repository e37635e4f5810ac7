import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { Database, NotificationsTable } from '../db/DatabaseSchema';
import { userChannel } from '../realtime/channelNames';
import type { Realtime } from '../realtime/Realtime';
import { NOTIFICATION_CREATED } from './notificationEvents';
import type { UserNotification } from '../../schemas/core/realtimeContracts';
import { toNotificationView } from './notificationView';

export interface NewNotification {
  userIds: readonly number[];
  modelType: string;
  modelId?: number | null;
  title: string;
  content: string;
  data?: Record<string, unknown>;
}

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1_000;

/**
 * Stores one notification per user in the given database or transaction, announcing nothing:
 * for work that stores them inside its own transaction and announces them after it commits
 * (announceNotifications). Everyone else calls sendNotifications.
 * @example const rows = await storeNotifications(trx, { userIds: [7], modelType: 'as', title, content })
 */
export async function storeNotifications(
  db: Kysely<Database>,
  notification: NewNotification,
): Promise<Selectable<NotificationsTable>[]> {
  const data = JSON.stringify(notification.data ?? {});
  const rows: Insertable<NotificationsTable>[] = notification.userIds.map((userId) => ({
    user_id: userId,
    model_type: notification.modelType,
    model_id: notification.modelId ?? null,
    title: notification.title,
    content: notification.content,
    data,
    read_at: null,
  }));
  const out: Selectable<NotificationsTable>[] = [];
  for (let i = 0; i < rows.length; i += CHUNK)
    out.push(
      ...(await db
        .insertInto('notifications')
        .values(rows.slice(i, i + CHUNK))
        .returningAll()
        .execute()),
    );
  return out;
}

/**
 * Pushes stored notifications to their users' private channels as
 * `App\Events\NotificationCreated`. Push failures are logged, not thrown: the rows are
 * committed and a client catches up from the list when it reconnects.
 */
export async function announceNotifications(
  services: { realtime: Realtime; log: Logger },
  stored: readonly Selectable<NotificationsTable>[],
): Promise<UserNotification[]> {
  const views = stored.map(toNotificationView);
  await services.realtime
    .publishMany(
      stored.map((row, index) => ({
        channels: [userChannel(row.user_id)],
        event: NOTIFICATION_CREATED,
        data: views[index],
      })),
    )
    .catch((error: unknown) => services.log.error({ err: error }, 'notifications: push failed'));
  return views;
}

/**
 * Stores one notification per user in one transaction, then pushes each to its user's
 * private channel as `App\Events\NotificationCreated` (storeNotifications, then
 * announceNotifications).
 *
 * @example await sendNotifications({ db, realtime, log }, { userIds: [7], modelType: 'wf', modelId: 12, title, content, data: { workflow: { status: 'S' } } })
 */
export async function sendNotifications(
  services: { db: Kysely<Database>; realtime: Realtime; log: Logger },
  notification: NewNotification,
): Promise<UserNotification[]> {
  if (notification.userIds.length === 0) return [];
  const stored = await services.db.transaction().execute((trx) => storeNotifications(trx, notification));
  return announceNotifications(services, stored);
}
