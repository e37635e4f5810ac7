import { api } from '../api/apiClient';
import type { NotificationListAnswer, UserNotification } from './UserNotification';

const BASE = '/api/sc/user-notification';

/** Which notifications the list shows: only the unread ones, or all (ListAllNotifications=1). */
export type NotificationFilter = 'unread' | 'all';

/** One page of the user's inbox (type 1), newest first; `meta.unread_count` comes with every page. */
export function fetchNotificationPage(
  page: number,
  filter: NotificationFilter,
): Promise<NotificationListAnswer> {
  return api.get<NotificationListAnswer>(`${BASE}?type=1&page=${page}&status=${filter}`);
}

/** PUT /{id}/read → the notification and the new unread count. */
export function putNotificationRead(
  id: number,
): Promise<{ data: UserNotification; meta: { unread_count: number } }> {
  return api.put(`${BASE}/${encodeURIComponent(String(id))}/read`);
}

/** PUT /read-all → how many were marked. */
export function putAllNotificationsRead(): Promise<{
  data: { updated: number };
  meta: { unread_count: number };
}> {
  return api.put(`${BASE}/read-all`);
}

/** What an administrator sends: owners are `d{id}`, `g{id}` or `u{id}`. */
export interface NotificationToSend {
  owners: string[];
  title: string;
  content: string;
}

/** POST → 201 `{message, data: {recipients}}`; 422 with `errors.owners`, `owners.{i}`, `title`, `content`. */
export function postNotification(
  notification: NotificationToSend,
): Promise<{ message: string; data: { recipients: number } }> {
  return api.post(BASE, notification);
}
