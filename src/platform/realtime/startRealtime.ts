import { toNotificationsReadEvent, toUserNotification } from '../notifications/UserNotification';
import { api, setSocketId } from '../api/apiClient';
import { getSession, subscribeSession } from '../session/sessionStore';
import type { BroadcastingConfig } from './BroadcastingConfig';
import type { EchoClient, EchoConnectionStatus } from './EchoClient';
import type { CacheUpdatedEvent } from './RealtimeEvents';
import { emitRealtime } from './realtimeBus';
import { setRealtimeStatus } from './realtimeStatusStore';

/** `echo.private(USER_CHANNEL_PREFIX + id)` is `private-App.Models.User.{id}` (DESIGN.md section 6). */
export const USER_CHANNEL_PREFIX = 'App.Models.User.';
/** The public channel of cache revalidation. */
export const CACHE_CHANNEL = 'cache';

/** Waits before asking again for the config (server down at sign-in): growing, then steady. */
const CONFIG_RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
/** Waits before subscribing again to a refused user channel (say, a token that just expired). */
const RESUBSCRIBE_MS = [5_000, 15_000, 60_000] as const;

export interface RealtimeOptions {
  /** Default: GET /api/broadcasting/config. */
  loadConfig?: () => Promise<BroadcastingConfig>;
  /** Default: laravel-echo over pusher-js (createEchoClient), loaded on demand. */
  createClient?: (config: BroadcastingConfig) => EchoClient | Promise<EchoClient>;
}

function delayOf(delays: readonly number[], attempt: number): number {
  return delays[Math.min(attempt, delays.length - 1)] ?? 60_000;
}

function fetchConfig(): Promise<BroadcastingConfig> {
  return api.get<BroadcastingConfig>('/api/broadcasting/config', { expiresSession: false });
}

async function createDefaultClient(config: BroadcastingConfig): Promise<EchoClient> {
  const { createEchoClient } = await import('./createEchoClient');
  return createEchoClient(config);
}

function toCacheUpdated(value: unknown): CacheUpdatedEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { list, urls } = value as { list?: unknown; urls?: unknown };
  if (typeof list !== 'string' || !Array.isArray(urls)) return null;
  return { list, urls: urls.filter((url): url is string => typeof url === 'string') };
}

function forwardCacheUpdated(payload: unknown): void {
  const event = toCacheUpdated(payload);
  if (event) emitRealtime('cacheUpdated', event);
}

/**
 * Wires one connected client: the connection state (socket id for X-Socket-Id), the
 * user's private channel and the public cache channel. Returns the function that closes it.
 */
function wire(
  client: EchoClient,
  userId: string,
  schedule: (ms: number, task: () => void) => void,
): () => void {
  let lastStatus: EchoConnectionStatus | null = null;
  let subscribedBefore = false;
  let subscribedNow = false;
  let refusals = 0;
  const userChannel = `${USER_CHANNEL_PREFIX}${userId}`;

  const onStatus = (status: EchoConnectionStatus): void => {
    // laravel-echo reports one change through several pusher-js events.
    if (status === lastStatus) return;
    // From connected straight to disconnected: the server ended the connection for good
    // (4000–4099, such as 4010 for a user it signed out) and pusher-js will not reconnect.
    // Ask the API whether the session still stands: a 401 signs this page out (apiClient).
    if (status === 'disconnected' && lastStatus === 'connected')
      void api.get(`/api/sc/user/${userId}`).catch(() => undefined);
    lastStatus = status;
    if (status === 'connected') {
      setSocketId(client.socketId() ?? null);
      // Live only once the user's channel confirms its (re-)subscription.
      setRealtimeStatus('connecting');
      return;
    }
    subscribedNow = false;
    setSocketId(null);
    setRealtimeStatus(status === 'failed' ? 'unavailable' : 'connecting');
  };

  const subscribeUser = (): void => {
    client
      .private(userChannel)
      .subscribed(() => {
        subscribedNow = true;
        refusals = 0;
        setRealtimeStatus('live');
        emitRealtime('resynced', { initial: !subscribedBefore });
        subscribedBefore = true;
      })
      .error((error) => {
        // Logged, never shown as a crash: the bell keeps working from the API, and a
        // later subscription (here, or pusher-js's own after a reconnect) may succeed.
        console.warn(`realtime: the channel ${userChannel} was refused`, error);
        subscribedNow = false;
        setRealtimeStatus('unavailable');
        schedule(delayOf(RESUBSCRIBE_MS, refusals++), () => {
          // pusher-js may have subscribed it meanwhile, after a reconnection.
          if (subscribedNow) return;
          client.leaveChannel(`private-${userChannel}`);
          subscribeUser();
        });
      })
      .listen('NotificationCreated', (payload) => {
        const notification = toUserNotification(payload);
        if (notification) emitRealtime('notificationCreated', notification);
      })
      .listen('NotificationsRead', (payload) => {
        const event = toNotificationsReadEvent(payload);
        if (event) emitRealtime('notificationsRead', event);
      })
      // Per-user cached lists (userCommonWords) come on the user's own channel.
      .listen('CacheUpdated', forwardCacheUpdated);
  };

  const offStatus = client.connector.onConnectionChange(onStatus);
  onStatus(client.connector.connectionStatus());
  subscribeUser();
  client.channel(CACHE_CHANNEL).listen('CacheUpdated', forwardCacheUpdated);
  return () => {
    offStatus();
    client.disconnect();
  };
}

/**
 * Keeps one realtime connection while someone is signed in: after sign-in it reads
 * GET /api/broadcasting/config, connects laravel-echo, subscribes to the user's private
 * channel and the public `cache` channel, and hands their events to the realtime bus
 * (onRealtime). Sign-out (or another user) closes it. pusher-js reconnects by itself
 * after a server restart or network loss; the bus then says `resynced` so screens catch up.
 * Returns the function that stops everything.
 *
 * @example const stop = startRealtime(); ... stop();
 */
export function startRealtime(options: RealtimeOptions = {}): () => void {
  const loadConfig = options.loadConfig ?? fetchConfig;
  const createClient = options.createClient ?? createDefaultClient;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let userId: string | null = null;
  let closeClient: (() => void) | null = null;
  // Bumped by every close: work of an older connection attempt sees it and gives up.
  let run = 0;

  const schedule = (ms: number, task: () => void): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timers.add(timer);
  };

  const close = (): void => {
    run += 1;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    closeClient?.();
    closeClient = null;
    setSocketId(null);
    setRealtimeStatus('off');
  };

  const open = async (id: string, attempt: number): Promise<void> => {
    const myRun = run;
    setRealtimeStatus('connecting');
    let client: EchoClient;
    try {
      const config = await loadConfig();
      if (myRun !== run) return;
      client = await createClient(config);
    } catch (error) {
      if (myRun !== run) return;
      console.warn('realtime: cannot connect yet; trying again', error);
      setRealtimeStatus('unavailable');
      schedule(delayOf(CONFIG_RETRY_MS, attempt), () => void open(id, attempt + 1));
      return;
    }
    if (myRun !== run) {
      client.disconnect();
      return;
    }
    closeClient = wire(client, id, schedule);
  };

  const sync = (): void => {
    const user = getSession()?.user;
    const next = user ? String(user.id) : null;
    // A token refresh keeps the user: the connection stays (authorizeChannel reads the new token).
    if (next === userId) return;
    close();
    userId = next;
    if (next !== null) void open(next, 0);
  };

  sync();
  const unsubscribe = subscribeSession(sync);
  return () => {
    unsubscribe();
    close();
    userId = null;
  };
}
