import type { Broker } from './Broker';
import type { BroadcastItem, ChannelRegistry } from './ChannelRegistry';

/** The single-instance broker: delivery is a direct call. */
export class LocalBroker implements Broker {
  constructor(private readonly registry: ChannelRegistry) {}

  async publish(items: BroadcastItem[]): Promise<void> {
    for (const item of items) this.registry.deliver(item);
  }

  async close(): Promise<void> {}
}
