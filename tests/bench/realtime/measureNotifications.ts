import { setTimeout as sleep } from 'node:timers/promises';
import type Pusher from 'pusher';
import { connectClient, type Frame } from './connectClient';
import { createPublisher } from './createPublisher';
import { epochMs } from './epochMs';
import { closeClients, openClients } from './openClients';
import { signPrivateChannel } from './signPrivateChannel';
import { startRealtimeServer } from './startRealtimeServer';
import { type LatencySummary, summarizeLatencies } from './summarizeLatencies';

export interface NotificationsResult {
  users: number;
  subscribed: number;
  openErrors: Record<string, number>;
  targetRatePerSecond: number;
  seconds: number;
  /** Events the API accepted (2xx), and those in batches it refused or that failed. */
  sent: number;
  failedToSend: number;
  /** Publishing rate actually kept, over the sending period. */
  sentPerSecond: number;
  delivered: number;
  duplicates: number;
  /** Events that reached a socket of another user's channel: must be 0. */
  misdelivered: number;
  latency: LatencySummary;
  sendErrors: string[];
}

const EVENT = 'App\\Events\\NotificationCreated';
/** Pusher's (and Atrium's) maximum events per batch_events request. */
const BATCH = 10;
const HANDSHAKES_IN_FLIGHT = 100;
const OPEN_DEADLINE_MS = 60_000;
const CLIENT_TIMEOUT_MS = 15_000;
/** Requests in flight beyond this mean the server has fallen behind: wait rather than pile on. */
const MAX_IN_FLIGHT = 64;
/** After the last send, how long stragglers may take. */
const DRAIN_MS = 5_000;

const userChannel = (user: number) => `private-App.Models.User.${user}`;

/** Shaped like a real notification (see server/realtime/README.md), so frames have a realistic size. */
function notification(id: number, user: number, sentAt: number) {
  return {
    id,
    user,
    sentAt,
    modelType: 'wf',
    modelId: id,
    title: `Benchmark notification ${id}`,
    content: 'A form is waiting for your sign-off.',
    data: { workflow: { status: 'S' } },
    read: false,
    read_at: null,
    created_at: new Date(sentAt).toISOString(),
  };
}

/**
 * Per-user notifications: `users` sockets, each on its own private channel
 * `private-App.Models.User.{n}` (signed here with the app secret), and `ratePerSecond`
 * events for `seconds`, each to one user's channel, published through the signed
 * `batch_events` API in batches of ten on a fixed schedule (not one after the other, so
 * a slow answer does not lower the rate). Measures delivery latency and counts.
 */
export async function measureNotifications(
  users: number,
  ratePerSecond: number,
  seconds: number,
): Promise<NotificationsResult> {
  const cleanups: Array<() => unknown> = [];
  try {
    const server = await startRealtimeServer({ REALTIME_MAX_CONNECTIONS: String(users + 1000) });
    cleanups.push(() => server.stop());
    const publisher = createPublisher(server);
    cleanups.push(() => publisher.close());

    const total = ratePerSecond * seconds;
    const seen = new Uint8Array(total);
    const latencies: number[] = [];
    let duplicates = 0;
    let misdelivered = 0;
    const onEvent = (frame: Frame, receivedAt: number, client: { channel: string }) => {
      if (frame.event !== EVENT) return;
      const data = JSON.parse(String(frame.data)) as { id: number; user: number; sentAt: number };
      if (frame.channel !== client.channel || userChannel(data.user) !== client.channel) {
        misdelivered++;
        return;
      }
      if (seen[data.id]) {
        duplicates++;
        return;
      }
      seen[data.id] = 1;
      latencies.push(receivedAt - data.sentAt);
    };

    const opened = await openClients(
      users,
      (index) =>
        connectClient({
          url: server.socketUrl,
          channel: userChannel(index + 1),
          protocol: 'pusher',
          sign: (socketId, channel) => signPrivateChannel(server.app, socketId, channel),
          timeoutMs: CLIENT_TIMEOUT_MS,
          onEvent,
        }),
      { concurrency: HANDSHAKES_IN_FLIGHT, deadlineMs: OPEN_DEADLINE_MS },
    );
    cleanups.push(() => closeClients(opened.clients));

    let sent = 0;
    let failedToSend = 0;
    const sendErrors: string[] = [];
    const inFlight = new Set<Promise<void>>();
    const send = async (batch: Pusher.BatchEvent[]) => {
      try {
        const response = await publisher.sdk.triggerBatch(batch);
        await response.text();
        sent += batch.length;
      } catch (error) {
        failedToSend += batch.length;
        if (sendErrors.length < 5) sendErrors.push(error instanceof Error ? error.message : String(error));
      }
    };

    const tickMs = (1000 * BATCH) / ratePerSecond;
    const started = performance.now();
    for (let first = 0; first < total; first += BATCH) {
      const due = started + (first / BATCH) * tickMs;
      await sleep(Math.max(0, due - performance.now()));
      while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      const sentAt = epochMs();
      const batch: Pusher.BatchEvent[] = [];
      for (let id = first; id < Math.min(first + BATCH, total); id++) {
        // Round robin over the users: each gets the same share, spread evenly in time.
        const user = (id % users) + 1;
        batch.push({ channel: userChannel(user), name: EVENT, data: notification(id, user, sentAt) });
      }
      const request = send(batch);
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    await Promise.all(inFlight);
    const sendingMs = performance.now() - started;
    const drainEnd = performance.now() + DRAIN_MS;
    while (latencies.length + misdelivered < sent && performance.now() < drainEnd) await sleep(20);

    return {
      users,
      subscribed: opened.clients.length,
      openErrors: opened.errors,
      targetRatePerSecond: ratePerSecond,
      seconds,
      sent,
      failedToSend,
      sentPerSecond: Math.round(sent / (sendingMs / 1000)),
      delivered: latencies.length,
      duplicates,
      misdelivered,
      latency: summarizeLatencies(latencies),
      sendErrors,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // The rest must still run: a server left behind would skew every later measurement.
      }
    }
  }
}
