import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { api } from '../api/apiClient';
import { clearSession, updateAccessToken } from '../session/sessionStore';
import type { BroadcastingConfig } from './BroadcastingConfig';
import type { RealtimeEventMap, RealtimeEventName } from './RealtimeEvents';
import { onRealtime } from './realtimeBus';
import { getRealtimeStatus } from './realtimeStatusStore';
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

const USER_CHANNEL = 'private-App.Models.User.7';

let stop: (() => void) | null = null;
const offs: Array<() => void> = [];
afterEach(() => {
  stop?.();
  stop = null;
  for (const off of offs.splice(0)) off();
});

/** Starts the realtime service with fake clients; `clients` lists every one it created. */
function start(loadConfig: () => Promise<BroadcastingConfig> = async () => CONFIG) {
  const clients: FakeEchoClient[] = [];
  const configs: BroadcastingConfig[] = [];
  stop = startRealtime({
    loadConfig,
    createClient: (config) => {
      configs.push(config);
      const client = new FakeEchoClient();
      clients.push(client);
      return client;
    },
  });
  return { clients, configs };
}

function record<K extends RealtimeEventName>(event: K): Array<RealtimeEventMap[K]> {
  const seen: Array<RealtimeEventMap[K]> = [];
  offs.push(onRealtime(event, (payload) => seen.push(payload)));
  return seen;
}

async function socketHeader(): Promise<string | null> {
  const server = installFakeServer({ 'GET /api/ping': { body: {} } });
  await api.get('/api/ping');
  return server.requests.at(-1)?.headers.get('X-Socket-Id') ?? null;
}

describe('startRealtime', () => {
  it('connects after sign-in with the server config, on the user channel and the cache channel', async () => {
    const { clients, configs } = start();
    expect(clients).toHaveLength(0);
    expect(getRealtimeStatus()).toBe('off');
    signInAs();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    expect(configs[0]).toEqual(CONFIG);
    const client = clients[0]!;
    expect([...client.channels.keys()].sort()).toEqual(['cache', USER_CHANNEL]);
    expect(getRealtimeStatus()).toBe('connecting');
  });

  it('reads the config from GET /api/broadcasting/config by default', async () => {
    const server = installFakeServer({ 'GET /api/broadcasting/config': { body: CONFIG } });
    const configs: BroadcastingConfig[] = [];
    stop = startRealtime({
      createClient: (config) => {
        configs.push(config);
        return new FakeEchoClient();
      },
    });
    signInAs();
    await vi.waitFor(() => expect(configs).toEqual([CONFIG]));
    expect(server.callsTo('GET', '/api/broadcasting/config')).toHaveLength(1);
  });

  it('sends the socket id as X-Socket-Id while connected, and none once disconnected', async () => {
    const { clients } = start();
    signInAs();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0]!;
    client.setStatus('connected', '1234.5678');
    expect(await socketHeader()).toBe('1234.5678');
    client.get(USER_CHANNEL).confirm();
    expect(getRealtimeStatus()).toBe('live');
    client.setStatus('connecting');
    expect(await socketHeader()).toBeNull();
    expect(getRealtimeStatus()).toBe('connecting');
  });

  it('hands pushed events to the bus, dropping malformed ones', async () => {
    const created = record('notificationCreated');
    const read = record('notificationsRead');
    const cache = record('cacheUpdated');
    const { clients } = start();
    signInAs();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    const user = clients[0]!.get(USER_CHANNEL);
    user.deliver('NotificationCreated', {
      id: 5,
      modelType: 'sc',
      modelId: null,
      title: 'Hello',
      content: '<b>plain</b>',
      data: {},
      read: false,
      read_at: null,
      created_at: '2026-01-02T03:04:05.000Z',
    });
    user.deliver('NotificationCreated', { title: 'no id' });
    user.deliver('NotificationsRead', { ids: null, unread_count: 0 });
    user.deliver('CacheUpdated', { list: 'userCommonWords', urls: ['/api/common/user-common-word'] });
    clients[0]!
      .get('cache')
      .deliver('CacheUpdated', { list: 'departments', urls: ['/api/sc/department/all'] });
    clients[0]!.get('cache').deliver('CacheUpdated', 'garbage');
    expect(created.map((n) => [n.id, n.title, n.content])).toEqual([[5, 'Hello', '<b>plain</b>']]);
    expect(read).toEqual([{ ids: null, unread_count: 0 }]);
    expect(cache.map((event) => event.list)).toEqual(['userCommonWords', 'departments']);
  });

  it('says resynced on every subscription of the user channel: initial first, then after reconnecting', async () => {
    const resynced = record('resynced');
    const { clients } = start();
    signInAs();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0]!;
    client.setStatus('connected', '1.1');
    client.get(USER_CHANNEL).confirm();
    // The server restarts (4200): pusher-js reconnects with a new socket and subscribes again.
    client.setStatus('connecting');
    client.setStatus('connected', '2.2');
    expect(getRealtimeStatus()).toBe('connecting');
    client.get(USER_CHANNEL).confirm();
    expect(resynced).toEqual([{ initial: true }, { initial: false }]);
    expect(getRealtimeStatus()).toBe('live');
    expect(await socketHeader()).toBe('2.2');
  });

  it('keeps the connection through a token refresh, and closes it on sign-out', async () => {
    const { clients } = start();
    signInAs();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    clients[0]!.setStatus('connected', '1.1');
    updateAccessToken('refreshed', 900);
    expect(clients).toHaveLength(1);
    expect(clients[0]!.disconnected).toBe(false);
    clearSession();
    expect(clients[0]!.disconnected).toBe(true);
    expect(getRealtimeStatus()).toBe('off');
    expect(await socketHeader()).toBeNull();
  });

  it('opens a new connection for another user', async () => {
    const { clients } = start();
    signInAs();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    signInAs([], { id: 8, account: 'bob' });
    await vi.waitFor(() => expect(clients).toHaveLength(2));
    expect(clients[0]!.disconnected).toBe(true);
    expect(clients[1]!.channels.has('private-App.Models.User.8')).toBe(true);
  });

  it('does not connect when the session ended while the config was loading', async () => {
    let answer: (config: BroadcastingConfig) => void = () => undefined;
    const { clients } = start(() => new Promise((resolve) => (answer = resolve)));
    signInAs();
    clearSession();
    answer(CONFIG);
    await Promise.resolve();
    await Promise.resolve();
    expect(clients).toHaveLength(0);
    expect(getRealtimeStatus()).toBe('off');
  });

  it('asks for the config again later when the server cannot be reached', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadConfig = vi
      .fn<() => Promise<BroadcastingConfig>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(CONFIG);
    const { clients } = start(loadConfig);
    signInAs();
    await vi.advanceTimersByTimeAsync(0);
    expect(clients).toHaveLength(0);
    expect(getRealtimeStatus()).toBe('unavailable');
    expect(warn).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(loadConfig).toHaveBeenCalledTimes(2);
    expect(clients).toHaveLength(1);
  });

  it('logs a refused subscription (AuthError) without throwing, and subscribes again later', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { clients } = start();
    signInAs();
    await vi.advanceTimersByTimeAsync(0);
    const client = clients[0]!;
    client.setStatus('connected', '1.1');
    const refused = client.get(USER_CHANNEL);
    expect(() => refused.refuse({ type: 'AuthError', status: 401 })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(USER_CHANNEL.slice('private-'.length)), {
      type: 'AuthError',
      status: 401,
    });
    expect(getRealtimeStatus()).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(5000);
    expect(refused.left).toBe(true);
    const again = client.get(USER_CHANNEL);
    expect(again).not.toBe(refused);
    again.confirm();
    expect(getRealtimeStatus()).toBe('live');
  });

  it('does not subscribe again when a reconnection already did', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { clients } = start();
    signInAs();
    await vi.advanceTimersByTimeAsync(0);
    const client = clients[0]!;
    client.setStatus('connected', '1.1');
    const channel = client.get(USER_CHANNEL);
    channel.refuse({ type: 'AuthError', status: 401 });
    // pusher-js reconnects and its own re-subscription succeeds before the retry is due.
    client.setStatus('connecting');
    client.setStatus('connected', '2.2');
    channel.confirm();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(channel.left).toBe(false);
    expect(client.asked.filter((name) => name === USER_CHANNEL)).toHaveLength(1);
  });
});
