import { findFreePort } from '../../e2e/support/findFreePort';
import { type NodeProcess, startNodeProcess } from './startNodeProcess';

export interface BareServer {
  process: NodeProcess;
  baseUrl: string;
  socketUrl: string;
  stop: () => Promise<void>;
}

/** Starts bareBroadcastServer.ts in its own process on a free port of 127.0.0.1. */
export async function startBareServer(): Promise<BareServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startNodeProcess({
    script: 'tests/bench/realtime/bareBroadcastServer.ts',
    readyUrl: `${baseUrl}/up`,
    env: { PORT: String(port) },
  });
  return {
    process: child,
    baseUrl,
    socketUrl: `ws://127.0.0.1:${port}/`,
    stop: async () => {
      await child.stop();
    },
  };
}
