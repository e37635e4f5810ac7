import { randomInt } from 'node:crypto';

/** Pusher's channel-name alphabet and its 164-character limit. */
export const CHANNEL_NAME_PATTERN = '^[A-Za-z0-9_\\-=@,.;]{1,164}$';
const CHANNEL_NAME = new RegExp(CHANNEL_NAME_PATTERN);

/** Socket ids are two positive integers joined by a dot, as pusher-js and laravel-echo expect. */
export const SOCKET_ID_PATTERN = '^[0-9]{1,12}\\.[0-9]{1,12}$';
const SOCKET_ID = new RegExp(SOCKET_ID_PATTERN);

/** The per-user channel every notification for that user goes to (laravel-echo: `private('App.Models.User.7')`). */
export function userChannel(userId: number): string {
  return `private-App.Models.User.${userId}`;
}

export type ChannelKind = 'public' | 'private' | 'presence';

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name);
}

export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && SOCKET_ID.test(id);
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/**
 * A new socket id. Random rather than counted so ids from several instances never
 * collide without any coordination (2^62 combinations).
 */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}
