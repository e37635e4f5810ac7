import type { NotificationsReadEvent, UserNotification } from '../../../schemas/core/realtimeContracts';

export type { NotificationsReadEvent, UserNotification };

/** `meta` of the list: paging and the unread count. */
export interface NotificationListMeta {
  current_page: number;
  last_page: number;
  per_page?: number;
  total?: number;
  unread_count: number;
}

export interface NotificationListAnswer {
  data: UserNotification[];
  meta: NotificationListMeta;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A pushed payload as a notification, or null when it is not one (never trust the wire blindly). */
export function toUserNotification(value: unknown): UserNotification | null {
  if (!isRecord(value) || typeof value.id !== 'number') return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    id: value.id,
    modelType: text(value.modelType),
    modelId: typeof value.modelId === 'number' ? value.modelId : null,
    title: text(value.title),
    content: text(value.content),
    data: isRecord(value.data) ? value.data : {},
    read: value.read === true,
    read_at: typeof value.read_at === 'string' ? value.read_at : null,
    created_at: text(value.created_at),
  };
}

/** A pushed `NotificationsRead` payload, or null when malformed. */
export function toNotificationsReadEvent(value: unknown): NotificationsReadEvent | null {
  if (!isRecord(value) || typeof value.unread_count !== 'number') return null;
  const ids = Array.isArray(value.ids)
    ? value.ids.filter((id): id is number => typeof id === 'number')
    : null;
  return { ids, unread_count: value.unread_count };
}
