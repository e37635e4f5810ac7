import { setTimeout as sleep } from 'node:timers/promises';
import { type BenchClient, connectClient, type Frame } from './connectClient';
import { createPublisher } from './createPublisher';
import { DeliveryRounds, type RoundShape } from './DeliveryRounds';
import { epochMs } from './epochMs';
import { FANOUT_CHANNEL, FANOUT_EVENT } from './fanOutNames';
import { percentile } from '../percentile';
import { closeClients, type OpenedClients, openClients } from './openClients';
import { startBareServer } from './startBareServer';
import { startRealtimeServer } from './startRealtimeServer';
import { type LatencySummary, summarizeLatencies } from './summarizeLatencies';

export const FANOUT_TARGET_P95_MS = 50;

export interface FanOutSide {
  clients: number;
  openFailed: number;
  openErrors: Record<string, number>;
  openMs: number;
  /** Deliveries due over the measured events (subscribers × events) and made within the round. */
  expected: number;
  delivered: number;
  late: number;
  publishErrors: string[];
  latency: LatencySummary;
  rounds: RoundShape;
}

export interface FanOutResult {
  subscribers: number;
  events: number;
  warmupEvents: number;
  intervalMs: number;
  atrium: FanOutSide;
  bare: FanOutSide;
  /** Atrium p95 / bare ws p95. */
  ratioP95: number;
  /** Median time the bare server spent in its loop of `ws.send` to every client. */
  bareSendLoopMs: number;
  targetP95Ms: number;
}

const WARMUP_EVENTS = 2;
const HANDSHAKES_IN_FLIGHT = 200;
const OPEN_DEADLINE_MS = 60_000;
const CLIENT_TIMEOUT_MS = 15_000;
const ROUND_TIMEOUT_MS = 3_000;
/** All rounds together stop after this, however slow each is. */
const ROUNDS_DEADLINE_MS = 90_000;

function receiver(rounds: DeliveryRounds): (frame: Frame, receivedAt: number) => void {
  return (frame, receivedAt) => {
    if (frame.event !== FANOUT_EVENT) return;
    const data = JSON.parse(String(frame.data)) as { id: number; sentAt: number };
    rounds.receive(data.id, receivedAt - data.sentAt);
  };
}

function sideOf(opened: OpenedClients, rounds: DeliveryRounds): FanOutSide {
  return {
    clients: opened.clients.length,
    openFailed: opened.failed,
    openErrors: opened.errors,
    openMs: Math.round(opened.elapsedMs),
    expected: rounds.expected,
    delivered: rounds.delivered,
    late: rounds.late,
    publishErrors: rounds.publishErrors.slice(0, 5),
    latency: summarizeLatencies(rounds.latencies),
    rounds: rounds.shape(),
  };
}

/**
 * One event to `subscribers` sockets of one public channel, published through the signed
 * HTTP API with its send time inside; each socket records receive − send. The same
 * clients (in number and code) also hang on a bare `ws` server that broadcasts the same
 * frame, and the two are measured in alternation (Atrium, then bare, 250 ms apart) so
 * both see the same machine: the bare figure is the floor that this load generator, the
 * kernel and Node impose, and the ratio is what Atrium adds. The clients' timestamps are
 * taken in this one event loop, so the last of 5,000 frames waits for the 4,999 before it:
 * that queueing is in both figures alike.
 */
export async function measureFanOut(
  subscribers: number,
  events: number,
  intervalMs: number,
): Promise<FanOutResult> {
  const cleanups: Array<() => unknown> = [];
  try {
    const server = await startRealtimeServer({ REALTIME_MAX_CONNECTIONS: String(subscribers + 1000) });
    cleanups.push(() => server.stop());
    const bare = await startBareServer();
    cleanups.push(() => bare.stop());
    const publisher = createPublisher(server);
    cleanups.push(() => publisher.close());

    const atriumRounds = new DeliveryRounds();
    const bareRounds = new DeliveryRounds();
    const open = async (url: string, protocol: 'pusher' | 'bare', rounds: DeliveryRounds) => {
      const onEvent = receiver(rounds);
      const opened = await openClients(
        subscribers,
        () =>
          connectClient({ url, channel: FANOUT_CHANNEL, protocol, timeoutMs: CLIENT_TIMEOUT_MS, onEvent }),
        { concurrency: HANDSHAKES_IN_FLIGHT, deadlineMs: OPEN_DEADLINE_MS },
      );
      cleanups.push(() => closeClients(opened.clients));
      return opened;
    };
    const atriumClients = await open(server.socketUrl, 'pusher', atriumRounds);
    const bareClients = await open(bare.socketUrl, 'bare', bareRounds);
    const openCount = (clients: readonly BenchClient[]) =>
      clients.filter((c) => c.closeCode === undefined).length;

    const publishAtrium = (id: number) => async () => {
      const data = JSON.stringify({ id, sentAt: epochMs() });
      const response = await publisher.sdk.trigger(FANOUT_CHANNEL, FANOUT_EVENT, data);
      await response.text();
    };
    const bareSendLoops: number[] = [];
    const publishBare = (id: number) => async () => {
      const body = JSON.stringify({ id, sentAt: epochMs() });
      const response = await fetch(`${bare.baseUrl}/broadcast`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`bare broadcast: HTTP ${response.status}`);
      const answer = (await response.json()) as { sendLoopMs: number };
      if (id >= 0) bareSendLoops.push(answer.sendLoopMs);
    };

    const started = performance.now();
    const half = intervalMs / 2;
    for (let id = -WARMUP_EVENTS; id < events && performance.now() - started < ROUNDS_DEADLINE_MS; id++) {
      for (const [rounds, clients, publish] of [
        [atriumRounds, atriumClients.clients, publishAtrium],
        [bareRounds, bareClients.clients, publishBare],
      ] as const) {
        const t0 = performance.now();
        await rounds.run(id, openCount(clients), publish(id), ROUND_TIMEOUT_MS);
        await sleep(Math.max(0, half - (performance.now() - t0)));
      }
    }

    const atrium = sideOf(atriumClients, atriumRounds);
    const bareSide = sideOf(bareClients, bareRounds);
    return {
      subscribers,
      events,
      warmupEvents: WARMUP_EVENTS,
      intervalMs,
      atrium,
      bare: bareSide,
      ratioP95: Math.round((atrium.latency.p95Ms / bareSide.latency.p95Ms) * 100) / 100,
      bareSendLoopMs: Math.round(percentile(bareSendLoops, 50) * 10) / 10,
      targetP95Ms: FANOUT_TARGET_P95_MS,
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
