import type { PresenceMember } from './Connection';
import type { PresenceMembers, PresenceStore } from './PresenceStore';

interface ChannelPresence {
  /** user id → their socket ids in this channel. */
  sockets: Map<string, Set<string>>;
  info: Map<string, unknown>;
}

/** Presence for a single instance, in memory. */
export class LocalPresence implements PresenceStore {
  private readonly channels = new Map<string, ChannelPresence>();

  async join(channel: string, socketId: string, member: PresenceMember) {
    let presence = this.channels.get(channel);
    if (!presence) {
      presence = { sockets: new Map(), info: new Map() };
      this.channels.set(channel, presence);
    }
    let sockets = presence.sockets.get(member.user_id);
    if (!sockets) {
      sockets = new Set();
      presence.sockets.set(member.user_id, sockets);
    }
    const first = sockets.size === 0;
    sockets.add(socketId);
    presence.info.set(member.user_id, member.user_info);
    const members: PresenceMembers = Object.fromEntries(presence.info);
    return { first, members };
  }

  async leave(channel: string, socketId: string, userId: string) {
    const presence = this.channels.get(channel);
    const sockets = presence?.sockets.get(userId);
    if (!presence || !sockets) return { last: false };
    if (!sockets.delete(socketId) || sockets.size > 0) return { last: false };
    presence.sockets.delete(userId);
    presence.info.delete(userId);
    if (presence.sockets.size === 0) this.channels.delete(channel);
    return { last: true };
  }

  async close(): Promise<void> {
    this.channels.clear();
  }
}
