import type { BroadcastItem } from './ChannelRegistry';
import { UserClosingChannelRegistry } from './disconnectUser';

/**
 * The internal event that tells every instance's server code something changed that
 * it caches (a rights change, a licence change). It travels through the broker like any
 * event, so with Redis each instance hears it once; the registry consumes it and never
 * sends it to a client, whatever channel it names.
 */
export const SERVER_SIGNAL_EVENT = 'atrium_internal:server_signal';
const SIGNAL_CHANNEL = 'private-atrium-internal-signals';

export interface ServerSignal {
  name: string;
  /** What changed, e.g. a user id; absent for "everything". */
  subject?: number;
}

export function serverSignalItem(signal: ServerSignal): BroadcastItem {
  return { channels: [SIGNAL_CHANNEL], event: SERVER_SIGNAL_EVENT, dataJson: JSON.stringify(signal) };
}

function readSignal(dataJson: string): ServerSignal | undefined {
  try {
    const value = JSON.parse(dataJson) as Partial<ServerSignal>;
    if (typeof value.name !== 'string') return undefined;
    return typeof value.subject === 'number'
      ? { name: value.name, subject: value.subject }
      : { name: value.name };
  } catch {
    return undefined;
  }
}

/**
 * The channel registry every instance uses: closes signed-out users' sockets
 * (UserClosingChannelRegistry) and hands server signals to the listeners of their name.
 */
export class SignallingChannelRegistry extends UserClosingChannelRegistry {
  private readonly listeners = new Map<string, Array<(signal: ServerSignal) => void>>();

  on(name: string, listener: (signal: ServerSignal) => void): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  override deliver(item: BroadcastItem): void {
    if (item.event !== SERVER_SIGNAL_EVENT) {
      super.deliver(item);
      return;
    }
    const signal = readSignal(item.dataJson);
    if (!signal) return;
    for (const listener of this.listeners.get(signal.name) ?? []) listener(signal);
  }
}
