import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Broker } from './Broker';
import type { BroadcastItem } from './ChannelRegistry';
import { isValidChannelName } from './channelNames';
import { disconnectUserItem } from './disconnectUser';
import { type ServerSignal, SignallingChannelRegistry, serverSignalItem } from './serverSignals';
import { LocalBroker } from './LocalBroker';
import { LocalPresence } from './LocalPresence';
import type { PresenceStore } from './PresenceStore';
import { RedisBroker } from './RedisBroker';
import { RedisPresence } from './RedisPresence';
import type { RealtimeApp } from './signatures';

export interface PublishOptions {
  /** The socket whose action caused the event (the request's X-Socket-Id): it is not sent back to it. */
  exceptSocketId?: string;
}

export interface PublishRequest extends PublishOptions {
  channels: string[];
  event: string;
  /** A string is sent as it is; anything else as its JSON. */
  data: unknown;
}

function toItem(request: PublishRequest): BroadcastItem {
  for (const channel of request.channels) {
    if (!isValidChannelName(channel)) throw new Error(`invalid channel name: ${channel}`);
  }
  const data = typeof request.data === 'string' ? request.data : JSON.stringify(request.data ?? null);
  return {
    channels: request.channels,
    event: request.event,
    dataJson: JSON.stringify(data),
    exceptSocketId: request.exceptSocketId,
  };
}

/**
 * The realtime core every part of the server shares (`ctx.realtime`): the channels this
 * instance's sockets joined, presence, and the broker that carries events to all instances.
 * The WebSocket endpoint itself (PusherServer) is attached to each HTTP app and uses this.
 *
 * @example await ctx.realtime.publish([userChannel(7)], 'App\\Events\\NotificationCreated', notification)
 */
export class Realtime {
  /** Operations still running (presence leaves of closed sockets); close waits for them. */
  private readonly pending = new Set<Promise<unknown>>();

  private constructor(
    readonly app: RealtimeApp,
    readonly instanceId: string,
    readonly registry: SignallingChannelRegistry,
    readonly presence: PresenceStore,
    private readonly broker: Broker,
    private readonly redis: Redis[],
    private readonly log: Logger,
  ) {}

  /** In-process when `redisUrl` is absent; otherwise fan-out and presence through Redis. */
  static async create(options: {
    app: RealtimeApp;
    redisUrl: string | undefined;
    log: Logger;
  }): Promise<Realtime> {
    const { app, redisUrl, log } = options;
    const instanceId = randomUUID();
    // Also closes a signed-out user's sockets when told so through the broker (disconnectUser.ts)
    // and hands server signals to their listeners (serverSignals.ts).
    const registry = new SignallingChannelRegistry();
    if (!redisUrl) {
      return new Realtime(app, instanceId, registry, new LocalPresence(), new LocalBroker(registry), [], log);
    }
    // A subscribed Redis connection can do nothing else, hence two.
    const connect = async () => {
      // Imported only when Redis is configured: a single instance never pays for the client.
      const { Redis } = await import('ioredis');
      const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
      // Without a listener an 'error' event would end the process; ioredis reconnects by itself.
      redis.on('error', (error: Error) => log.warn({ err: error }, 'realtime: Redis connection error'));
      await redis.connect();
      return redis;
    };
    const publisher = await connect();
    const subscriber = await connect().catch(async (error: unknown) => {
      publisher.disconnect();
      throw error;
    });
    // The app id in a hash tag keeps all keys in one cluster slot and apart from other apps on the same Redis.
    const prefix = `atrium:rt:{${app.appId}}:`;
    const broker = await RedisBroker.create({
      registry,
      publisher,
      subscriber,
      topic: `${prefix}events`,
      instanceId,
      log,
    });
    const presence = new RedisPresence({
      redis: publisher,
      prefix,
      instanceId,
      publish: (items) => broker.publish(items),
      log,
    });
    await presence.start();
    return new Realtime(app, instanceId, registry, presence, broker, [publisher, subscriber], log);
  }

  /** Sends an event to every subscriber of the channels, on every instance. */
  publish(
    channels: string | string[],
    event: string,
    data: unknown,
    options: PublishOptions = {},
  ): Promise<void> {
    const list = typeof channels === 'string' ? [channels] : channels;
    return this.publishMany([{ channels: list, event, data, ...options }]);
  }

  /** Several events in one message between instances (e.g. one notification per recipient). */
  publishMany(requests: PublishRequest[]): Promise<void> {
    if (requests.length === 0) return Promise.resolve();
    return this.broker.publish(requests.map(toItem));
  }

  /** Publishes items already in wire form (client events, presence changes). */
  publishItems(items: BroadcastItem[]): Promise<void> {
    return this.broker.publish(items);
  }

  /**
   * Closes every socket of the user on every instance (private user channel, presence as
   * that user) with the code pusher-js treats as "do not reconnect" (4010). Call it after
   * the user's sessions are revoked, so a reconnect attempt cannot authorise again.
   *
   * @example await ctx.realtime.disconnectUser(7)
   */
  disconnectUser(userId: number): Promise<void> {
    return this.broker.publish([disconnectUserItem(userId)]);
  }

  /**
   * Tells the server code of every instance, this one included, that something it caches
   * changed; `onSignal` listeners of that name run on each.
   *
   * @example await ctx.realtime.signal({ name: 'permissions', subject: 7 })
   */
  signal(signal: ServerSignal): Promise<void> {
    return this.broker.publish([serverSignalItem(signal)]);
  }

  /** Runs `listener` for every `signal` of this name, from any instance. */
  onSignal(name: string, listener: (signal: ServerSignal) => void): void {
    this.registry.on(name, listener);
  }

  /** Runs an operation that close() must wait for; failures are logged by the caller. */
  track<T>(operation: Promise<T>): Promise<T> {
    this.pending.add(operation);
    const done = () => this.pending.delete(operation);
    operation.then(done, done);
    return operation;
  }

  /** Stops after the pending work; a failing step (Redis gone) is logged and the rest still runs. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    for (const step of [() => this.presence.close(), () => this.broker.close()]) {
      await step().catch((error: unknown) => this.log.warn({ err: error }, 'realtime: error while closing'));
    }
    await Promise.all(this.redis.map((redis) => redis.quit().catch(() => redis.disconnect())));
  }
}
