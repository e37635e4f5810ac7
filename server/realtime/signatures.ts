import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The app's credentials: `key` is public (clients connect with it), `secret` never leaves the server. */
export interface RealtimeApp {
  appId: string;
  key: string;
  secret: string;
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function channelSignText(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/**
 * The `auth` value that lets one socket join one private or presence channel:
 * `key:hex(HMAC-SHA256(secret, socket_id:channel[:channel_data]))`.
 *
 * @example signChannel(app, '123.456', 'private-App.Models.User.7')
 */
export function signChannel(
  app: RealtimeApp,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  return `${app.key}:${hmacHex(app.secret, channelSignText(socketId, channel, channelData))}`;
}

/**
 * Checks the `auth` a client sent with `pusher:subscribe`. `channelData` is signed exactly
 * as the client sent it (re-serialising it could change the bytes and break the signature).
 */
export function verifyChannelSignature(
  app: RealtimeApp,
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string' || auth.length > 200) return false;
  return safeEqual(auth, signChannel(app, socketId, channel, channelData));
}
