import type { Connection } from './Connection';
import { eventFrame } from './frames';

/** One event as it travels between instances: the same shape locally and over Redis. */
export interface BroadcastItem {
  channels: string[];
  event: string;
  /** JSON of the frame's `data` field (see `eventFrame`). */
  dataJson: string;
  /** The socket that caused the event; it does not get it back. */
  exceptSocketId?: string;
  /** Set on client events of presence channels: who sent it. */
  userId?: string;
}

/** The sockets of this instance, by channel they subscribed to. */
export class ChannelRegistry {
  private readonly channels = new Map<string, Set<Connection>>();

  add(channel: string, connection: Connection): void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(connection);
  }

  remove(channel: string, connection: Connection): void {
    const set = this.channels.get(channel);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.channels.delete(channel);
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** This instance's sockets in a channel (a copy: closing them changes the registry). */
  connectionsIn(channel: string): Connection[] {
    return [...(this.channels.get(channel) ?? [])];
  }

  /** The channels this instance's sockets are subscribed to (a copy). */
  channelNames(): string[] {
    return [...this.channels.keys()];
  }

  /**
   * Delivers an event to this instance's subscribers. The frame is serialised once per
   * channel and handed to every socket as the same Buffer, so ws does not re-encode it per socket.
   */
  deliver(item: BroadcastItem): void {
    for (const channel of item.channels) {
      const set = this.channels.get(channel);
      if (!set || set.size === 0) continue;
      const frame = Buffer.from(eventFrame(item.event, channel, item.dataJson, item.userId));
      for (const connection of set) {
        if (connection.socketId !== item.exceptSocketId) connection.deliver(channel, frame);
      }
    }
  }
}
