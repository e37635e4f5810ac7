import { Agent } from 'node:http';
import Pusher from 'pusher';
import type { RealtimeServer } from './startRealtimeServer';

export interface Publisher {
  /** The official server SDK, signing every request as any other service would. */
  sdk: Pusher;
  close: () => void;
}

/**
 * The `pusher` SDK pointed at the spawned server over plain HTTP. A keep-alive agent, as
 * a service publishing steadily would use: otherwise every event would also pay for a
 * new TCP connection and fill the port range with TIME_WAIT sockets.
 */
export function createPublisher(server: RealtimeServer): Publisher {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const sdk = new Pusher({
    ...server.app,
    host: '127.0.0.1',
    port: String(server.port),
    useTLS: false,
    agent,
    timeout: 10_000,
  });
  return { sdk, close: () => agent.destroy() };
}
