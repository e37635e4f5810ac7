import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { getSession } from '../session/sessionStore';
import type { BroadcastingConfig } from './BroadcastingConfig';
import { startRealtime } from './startRealtime';
import { FakeEchoClient } from './testing/FakeEchoClient';

resetBetweenTests();

const CONFIG: BroadcastingConfig = {
  broadcaster: 'reverb',
  key: 'app-key',
  wsHost: 'oa.example.com',
  wsPort: 443,
  wssPort: 443,
  forceTLS: true,
  enabledTransports: ['ws', 'wss'],
  authEndpoint: '/api/broadcasting/auth',
};

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

async function connectedClient(): Promise<FakeEchoClient> {
  const clients: FakeEchoClient[] = [];
  stop = startRealtime({
    loadConfig: async () => CONFIG,
    createClient: () => {
      const client = new FakeEchoClient();
      clients.push(client);
      return client;
    },
  });
  signInAs();
  await vi.waitFor(() => expect(clients).toHaveLength(1));
  clients[0]!.setStatus('connected', '1.1');
  return clients[0]!;
}

// The server closes a signed-out user's sockets with 4010, which pusher-js does not retry:
// the page must find out that its session is over without waiting for its next API call.
describe('a connection the server ends for good', () => {
  it('makes the page check its session, and a 401 signs it out', async () => {
    const server = installFakeServer({
      'GET /api/sc/user/7': { status: 401, body: { message: 'Signed out.' } },
    });
    const client = await connectedClient();
    client.setStatus('disconnected');
    await vi.waitFor(() => expect(getSession()).toBeNull());
    expect(server.callsTo('GET', '/api/sc/user/7')).toHaveLength(1);
  });

  it('leaves the session alone when the server says it still stands', async () => {
    const server = installFakeServer({ 'GET /api/sc/user/7': { body: { data: { id: 7 } } } });
    const client = await connectedClient();
    client.setStatus('disconnected');
    await vi.waitFor(() => expect(server.callsTo('GET', '/api/sc/user/7')).toHaveLength(1));
    expect(getSession()).not.toBeNull();
  });

  it('asks nothing when the network drops and pusher-js reconnects by itself', async () => {
    const server = installFakeServer({});
    const client = await connectedClient();
    client.setStatus('connecting');
    client.setStatus('connected', '2.2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests.filter((r) => r.path.startsWith('/api/sc/user/'))).toHaveLength(0);
  });
});
