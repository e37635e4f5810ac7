import { createHmac } from 'node:crypto';
import type { RealtimeApp } from './startRealtimeServer';

/**
 * The `auth` of a private-channel subscription, computed here rather than asked of
 * POST /api/broadcasting/auth (which needs real signed-in users): the socket server checks
 * only this signature, `key:hex(HMAC-SHA256(secret, "socket_id:channel"))`, as Pusher defines it.
 */
export function signPrivateChannel(app: RealtimeApp, socketId: string, channel: string): string {
  return `${app.key}:${createHmac('sha256', app.secret).update(`${socketId}:${channel}`).digest('hex')}`;
}
