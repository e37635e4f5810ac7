import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Broker } from './Broker';
import type { BroadcastItem, ChannelRegistry } from './ChannelRegistry';

interface Envelope {
  /** The instance that published: it has delivered locally already and skips its own echo. */
  o: string;
  i: BroadcastItem[];
}

/**
 * Fan-out across instances over one Redis pub/sub topic. The publisher delivers to its
 * own sockets at once (no round trip, and still working for local sockets if Redis is
 * briefly away) and every other instance delivers when the message arrives, so each
 * instance delivers each event exactly once. The origin socket id travels with the
 * event, so that socket is skipped on whichever instance holds it.
 */
export class RedisBroker implements Broker {
  private constructor(
    private readonly registry: ChannelRegistry,
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly topic: string,
    private readonly instanceId: string,
    private readonly log: Logger,
  ) {}

  static async create(options: {
    registry: ChannelRegistry;
    publisher: Redis;
    subscriber: Redis;
    topic: string;
    instanceId: string;
    log: Logger;
  }): Promise<RedisBroker> {
    const broker = new RedisBroker(
      options.registry,
      options.publisher,
      options.subscriber,
      options.topic,
      options.instanceId,
      options.log,
    );
    options.subscriber.on('messageBuffer', (_channel: Buffer, message: Buffer) => broker.receive(message));
    await options.subscriber.subscribe(options.topic);
    return broker;
  }

  async publish(items: BroadcastItem[]): Promise<void> {
    const envelope: Envelope = { o: this.instanceId, i: items };
    // Handed to Redis before the local loop (ioredis writes a command to its socket at once),
    // so other instances deliver while this one does instead of after it: with thousands of
    // local subscribers the loop takes tens of milliseconds. A Redis failure still leaves
    // the local delivery done, as before.
    const sent = this.publisher.publish(this.topic, JSON.stringify(envelope));
    for (const item of items) this.registry.deliver(item);
    await sent;
  }

  private receive(message: Buffer): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.toString('utf8')) as Envelope;
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: unreadable message from Redis');
      return;
    }
    if (envelope.o === this.instanceId || !Array.isArray(envelope.i)) return;
    for (const item of envelope.i) this.registry.deliver(item);
  }

  async close(): Promise<void> {
    await this.subscriber.unsubscribe(this.topic).catch(() => undefined);
  }
}
