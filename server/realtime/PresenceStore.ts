import type { PresenceMember } from './Connection';

/** The members of a presence channel: user id → user info. */
export type PresenceMembers = Record<string, unknown>;

/**
 * Who is on each presence channel, counted by user across all their sockets (and, with
 * Redis, across all instances): `first` is true on a user's first socket in the channel,
 * `last` when their last socket leaves, which is when member_added/removed go out.
 */
export interface PresenceStore {
  join(
    channel: string,
    socketId: string,
    member: PresenceMember,
  ): Promise<{ first: boolean; members: PresenceMembers }>;
  leave(channel: string, socketId: string, userId: string): Promise<{ last: boolean }>;
  close(): Promise<void>;
}
