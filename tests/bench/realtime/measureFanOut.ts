import { setTimeout as sleep } from 'node:timers/promises';
import { createPublisher } from './createPublisher';
import { DeliveryRounds, type RoundShape } from './DeliveryRounds';
import { epochMs } from './epochMs';
import { FANOUT_CHANNEL, FANOUT_EVENT } from './fanOutNames';
import { percentile } from '../percentile';
import { startBareServer } from './startBareServer';
import { startRealtimeServer } from './startRealtimeServer';
import { type FanOutReceivers, startFanOutReceivers } from './startFanOutReceivers';
import { type LatencySummary, summarizeLatencies } from './summarizeLatencies';

export const FANOUT_TARGET_P95_MS = 50;

export interface FanOutSide {
  clients: number;
  openFailed: number;
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
  /** Atrium instances the subscribers were spread over (sharing Redis when more than one). */
  instances: number;
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
const ROUND_TIMEOUT_MS = 3_000;
/** All rounds together stop after this, however slow each is. */
const ROUNDS_DEADLINE_MS = 90_000;

function sideOf(opened: FanOutReceivers, rounds: DeliveryRounds): FanOutSide {
  return {
    clients: opened.open(),
    openFailed: opened.failed,
    openMs: Math.round(opened.openMs),
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
 * kernel and Node impose, and the ratio is what Atrium adds. The receivers' timestamps are
 * taken in one process, so the last of 5,000 frames waits for the 4,999 before it:
 * that queueing is in both figures alike. The receivers are a C process
 * (fanOutReceivers.c, compiled at first use) so that the generator's own share stays small.
 */
export async function measureFanOut(
  subscribers: number,
  events: number,
  intervalMs: number,
  /**
   * Atrium instances sharing one Redis (`redisUrl`) that the subscribers are spread over
   * evenly; the events are published to the first. One instance needs no Redis.
   */
  { instances = 1, redisUrl }: { instances?: number; redisUrl?: string } = {},
): Promise<FanOutResult> {
  if (instances > 1 && !redisUrl) throw new Error('a fan-out over several instances needs a Redis URL');
  const cleanups: Array<() => unknown> = [];
  try {
    const serverEnv = {
      REALTIME_MAX_CONNECTIONS: String(subscribers + 1000),
      ...(instances > 1 ? { REDIS_URL: redisUrl ?? '' } : {}),
    };
    const server = await startRealtimeServer(serverEnv);
    cleanups.push(() => server.stop());
    const servers = [server];
    for (let more = 1; more < instances; more++) {
      const another = await startRealtimeServer(serverEnv, server.app);
      cleanups.push(() => another.stop());
      servers.push(another);
    }
    const bare = await startBareServer();
    cleanups.push(() => bare.stop());
    const publisher = createPublisher(server);
    cleanups.push(() => publisher.close());

    const atriumRounds = new DeliveryRounds();
    const bareRounds = new DeliveryRounds();
    const open = async (urls: string[], protocol: 'pusher' | 'bare', rounds: DeliveryRounds) => {
      const opened = await startFanOutReceivers(
        urls,
        subscribers,
        protocol,
        { channel: FANOUT_CHANNEL, event: FANOUT_EVENT },
        {
          onLatency: (id, latencyMs) => rounds.receive(id, latencyMs),
          onRoundCpu: (id, cpuMs) => rounds.addGeneratorCpu(id, cpuMs),
        },
      );
      cleanups.push(() => opened.stop());
      return opened;
    };
    const atriumClients = await open(
      servers.map((s) => s.socketUrl),
      'pusher',
      atriumRounds,
    );
    const bareClients = await open([bare.socketUrl], 'bare', bareRounds);

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
        [atriumRounds, atriumClients, publishAtrium],
        [bareRounds, bareClients, publishBare],
      ] as const) {
        const t0 = performance.now();
        await rounds.run(id, clients.open(), publish(id), ROUND_TIMEOUT_MS);
        await sleep(Math.max(0, half - (performance.now() - t0)));
      }
    }

    const atrium = sideOf(atriumClients, atriumRounds);
    const bareSide = sideOf(bareClients, bareRounds);
    return {
      subscribers,
      instances,
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
