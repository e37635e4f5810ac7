import type { Selectable } from 'kysely';
import type { UserNotification } from '../../schemas/core/realtimeContracts';
import type { NotificationsTable } from '../db/DatabaseSchema';

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A notification row as the list returns it and as `NotificationCreated` carries it. */
export function toNotificationView(row: Selectable<NotificationsTable>): UserNotification {
  return {
    id: row.id,
    modelType: row.model_type,
    modelId: row.model_id,
    title: row.title,
    content: row.content,
    data: row.data ?? {},
    read: row.read_at !== null,
    read_at: row.read_at === null ? null : iso(row.read_at),
    created_at: iso(row.created_at),
  };
}
