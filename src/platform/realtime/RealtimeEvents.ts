import type { NotificationsReadEvent, UserNotification } from '../notifications/UserNotification';

/** `CacheUpdated` on the public `cache` channel (or the user's own, for per-user lists). */
export interface CacheUpdatedEvent {
  /** `departments`, `users`, `license`, `templates`... (server/realtime/broadcastCacheChanged.ts). */
  list: string;
  /** The cached GETs to revalidate, e.g. `/api/sc/department/all`. */
  urls: string[];
}

/**
 * `resynced`: the user's channel is subscribed (again). Events sent while it was not are
 * never replayed, so whoever shows server state refetches it; `initial` is the first
 * subscription after sign-in, otherwise it follows a reconnection (server restart: 4200,
 * network loss).
 */
export interface ResyncedEvent {
  initial: boolean;
}

/** What the realtime connection tells the rest of the app, by name. */
export interface RealtimeEventMap {
  notificationCreated: UserNotification;
  notificationsRead: NotificationsReadEvent;
  cacheUpdated: CacheUpdatedEvent;
  resynced: ResyncedEvent;
}

export type RealtimeEventName = keyof RealtimeEventMap;
