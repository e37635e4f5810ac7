/**
 * What the server sends the web over HTTP and the realtime channels, declared
 * once for both sides (server/realtime/README.md describes the channels).
 */

/** GET /api/broadcasting/config: how to reach the realtime server; spread into laravel-echo's options. */
export interface BroadcastingConfig {
  broadcaster: 'reverb';
  key: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  enabledTransports: Array<'ws' | 'wss'>;
  authEndpoint: string;
}

/** A notification as GET /api/sc/user-notification lists it and `NotificationCreated` carries it. */
export interface UserNotification {
  id: number;
  /** What it is about: `wf` a workflow (with `data.workflow.status`), `sc` sent by an administrator. */
  modelType: string;
  modelId: number | null;
  title: string;
  /** Plain text: render it as text, never as HTML. */
  content: string;
  data: Record<string, unknown>;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

/** `NotificationsRead`: read in another tab or device; `ids: null` means all of them. */
export interface NotificationsReadEvent {
  ids: number[] | null;
  unread_count: number;
}
