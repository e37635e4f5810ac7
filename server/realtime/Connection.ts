import type { WebSocket } from 'ws';
import { errorFrame, type WireFrame } from './frames';
import { ProtocolError } from './protocolErrors';
import { RateLimiter } from './RateLimiter';
import { writeWireFrame } from './writeWireFrame';

/** A presence channel member as the protocol carries it. */
export interface PresenceMember {
  user_id: string;
  user_info: unknown;
}

/**
 * One channel of one socket. While the join is in progress (presence needs a round trip
 * to the store), frames for the channel are queued so none arrives before
 * `subscription_succeeded` and none is lost between the member list and the first event.
 */
export interface Subscription {
  queued: WireFrame[] | null;
  member: PresenceMember | undefined;
}

export interface ConnectionLimits {
  messagesPerSecond: number;
  clientEventsPerSecond: number;
}

/** Past this much unsent data the client is not reading: cut it off rather than buffer without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** One WebSocket client: its socket id, channels, liveness and rate limits. */
export class Connection {
  readonly channels = new Map<string, Subscription>();
  lastActivity = Date.now();
  /** When the server's `pusher:ping` went out, 0 when none is outstanding. */
  pingSentAt = 0;
  closed = false;
  private readonly messages: RateLimiter;
  private readonly clientEvents: RateLimiter;
  private refusedInWindow = 0;
  private windowStartedAt = 0;
  private readonly floodLimit: number;

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    limits: ConnectionLimits,
  ) {
    this.messages = new RateLimiter(limits.messagesPerSecond, limits.messagesPerSecond * 2);
    this.clientEvents = new RateLimiter(limits.clientEventsPerSecond, limits.clientEventsPerSecond);
    // A client that keeps sending at ten times its allowance is not a bug to be told about, it is a flood.
    this.floodLimit = limits.messagesPerSecond * 10;
  }

  /** Marks the socket alive (any frame counts as an answer to our ping). */
  touch(now = Date.now()): void {
    this.lastActivity = now;
    this.pingSentAt = 0;
  }

  /** Whether one more frame is allowed; refuses with 4301 (once per second) or closes a flood. */
  admitMessage(now = Date.now()): boolean {
    if (this.messages.take(now)) return true;
    this.refuse('Too many messages: slow down.', now);
    return false;
  }

  admitClientEvent(now = Date.now()): boolean {
    if (this.clientEvents.take(now)) return true;
    this.refuse('Client event rejected due to rate limit.', now);
    return false;
  }

  private refuse(message: string, now: number): void {
    if (now - this.windowStartedAt >= 1000) {
      this.windowStartedAt = now;
      this.refusedInWindow = 0;
    }
    this.refusedInWindow += 1;
    if (this.refusedInWindow === 1) this.send(errorFrame(ProtocolError.rateLimited, message));
    if (this.refusedInWindow > this.floodLimit) this.close(ProtocolError.rateLimited, 'Flood of messages');
  }

  /** Sends a frame meant for this socket alone (replies, errors, confirmations). */
  send(frame: string): void {
    if (this.isWritable()) this.ws.send(frame);
  }

  /**
   * Sends a broadcast frame built once for every subscriber: its ready WebSocket frame is
   * written straight to the socket when ws is idle (see writeWireFrame), else ws.send
   * frames its text as usual.
   */
  sendWire(frame: WireFrame): void {
    if (!this.isWritable() || writeWireFrame(this.ws, frame)) return;
    // A Buffer would go out as a binary frame by default; the protocol speaks text.
    this.ws.send(frame.text, { binary: false });
  }

  /** A channel frame for `subscription` (one of this socket's): sent now, or queued while it is being confirmed. */
  deliver(subscription: Subscription, frame: WireFrame): void {
    if (subscription.queued) subscription.queued.push(frame);
    else this.sendWire(frame);
  }

  /** False when closed, or when the client stopped reading and was cut off just now. */
  private isWritable(): boolean {
    if (this.closed) return false;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      // close() would queue its frame behind the backlog the client is not reading.
      this.closed = true;
      this.ws.terminate();
      return false;
    }
    return true;
  }

  /** Starts a subscription whose frames wait until `confirmSubscription`. */
  beginSubscription(channel: string, member?: PresenceMember): Subscription {
    const subscription: Subscription = { queued: [], member };
    this.channels.set(channel, subscription);
    return subscription;
  }

  /** Whether this exact subscription is still the socket's one (not left, not closed). */
  holds(channel: string, subscription: Subscription): boolean {
    return this.channels.get(channel) === subscription;
  }

  endSubscription(channel: string): Subscription | undefined {
    const subscription = this.channels.get(channel);
    this.channels.delete(channel);
    return subscription;
  }

  /** Sends the confirmation, then whatever arrived for the channel meanwhile. */
  confirmSubscription(channel: string, confirmation: string): void {
    const subscription = this.channels.get(channel);
    if (!subscription) return;
    const queued = subscription.queued ?? [];
    subscription.queued = null;
    this.send(confirmation);
    for (const frame of queued) this.sendWire(frame);
  }

  isJoined(channel: string): boolean {
    const subscription = this.channels.get(channel);
    return subscription !== undefined && subscription.queued === null;
  }

  memberOf(channel: string): PresenceMember | undefined {
    return this.channels.get(channel)?.member;
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.ws.close(code, reason);
  }

  /** Drops the socket without a closing handshake (shutdown, after the grace period). */
  terminate(): void {
    this.closed = true;
    this.ws.terminate();
  }
}
