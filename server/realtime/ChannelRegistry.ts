import type { Connection, Subscription } from './Connection';
import { eventFrame, wireFrame } from './frames';

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

/**
 * The sockets of this instance, by channel they subscribed to, each with its subscription
 * (kept here so a broadcast does not look every subscriber's channel up again).
 */
export class ChannelRegistry {
  private readonly channels = new Map<string, Map<Connection, Subscription>>();

  add(channel: string, connection: Connection, subscription: Subscription): void {
    let subscribers = this.channels.get(channel);
    if (!subscribers) {
      subscribers = new Map();
      this.channels.set(channel, subscribers);
    }
    subscribers.set(connection, subscription);
  }

  remove(channel: string, connection: Connection): void {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return;
    subscribers.delete(connection);
    if (subscribers.size === 0) this.channels.delete(channel);
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** This instance's sockets in a channel (a copy: closing them changes the registry). */
  connectionsIn(channel: string): Connection[] {
    return [...(this.channels.get(channel)?.keys() ?? [])];
  }

  /** The channels this instance's sockets are subscribed to (a copy). */
  channelNames(): string[] {
    return [...this.channels.keys()];
  }

  /**
   * Delivers an event to this instance's subscribers. The event is serialised once per
   * channel, and framed once too (`wireFrame`): every socket gets the same ready bytes in
   * one write, so a broadcast's cost per subscriber is little more than that write.
   *
   * All in one synchronous loop, not in chunks between which the event loop could run:
   * two events for the same channel must reach each socket in the order they were
   * published, which chunks would have to enforce with a queue; and the loop is one write
   * per socket, the least a broadcast can cost (see README.md).
   */
  deliver(item: BroadcastItem): void {
    for (const channel of item.channels) {
      const subscribers = this.channels.get(channel);
      if (!subscribers || subscribers.size === 0) continue;
      const frame = wireFrame(eventFrame(item.event, channel, item.dataJson, item.userId));
      const except = item.exceptSocketId;
      for (const [connection, subscription] of subscribers) {
        if (connection.socketId !== except) connection.deliver(subscription, frame);
      }
    }
  }
}
