import type { BroadcastItem } from './ChannelRegistry';

/**
 * Carries events to every instance's subscribers. In-process alone (`LocalBroker`) or
 * through Redis pub/sub when REDIS_URL is set (`RedisBroker`); either way each
 * instance delivers each item exactly once.
 */
export interface Broker {
  publish(items: BroadcastItem[]): Promise<void>;
  close(): Promise<void>;
}
