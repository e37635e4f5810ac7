import type { BenchRow } from '../BenchRow';
import { intEnv } from './intEnv';
import { type ConnectionsResult, measureConnections } from './measureConnections';
import { type FanOutResult, measureFanOut } from './measureFanOut';
import { measureNotifications, type NotificationsResult } from './measureNotifications';
import type { LatencySummary } from './summarizeLatencies';

export interface RealtimeResults {
  connections?: ConnectionsResult;
  fanOut?: FanOutResult;
  /** The same fan-out with the subscribers spread over several Atrium instances sharing Redis. */
  fanOutSpread?: FanOutResult;
  notifications?: NotificationsResult;
}

export interface RealtimeBenchOutcome {
  rows: BenchRow[];
  results: RealtimeResults;
  errors: Record<string, string>;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function failedRow(measurement: string, error: string): BenchRow {
  return { measurement, result: error.split('\n')[0]!, target: '', status: 'FAILED' };
}

function describeErrors(errors: Record<string, number>): string {
  return Object.entries(errors)
    .map(([reason, times]) => `${times}× ${reason}`)
    .join('; ');
}

const latencyText = (l: LatencySummary) => `p50 ${l.p50Ms} ms, p95 ${l.p95Ms} ms, p99 ${l.p99Ms} ms`;
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

function connectionRows(r: ConnectionsResult): BenchRow[] {
  const limit = (l: { soft: number }) => String(l.soft);
  return [
    {
      measurement: 'Idle connections held by one instance',
      result: `${r.held} of ${r.requested} held ${r.holdSeconds} s (opened in ${(r.openMs / 1000).toFixed(1)} s, ${r.opensPerSecond}/s${r.failed ? `, ${r.failed} failed` : ''})`,
      target: `>= ${r.target}`,
      status: r.held >= r.target ? 'ok' : 'BELOW TARGET',
    },
    {
      measurement: 'Server memory per idle connection',
      result: `${r.rssPerConnectionKb} kB (RSS ${mb(r.rssBeforeKb)} -> ${mb(r.rssAfterOpenKb)}, ${mb(r.rssAfterHoldKb)} after the hold)`,
      target: '-',
      status: Number.isFinite(r.rssPerConnectionKb) ? 'ok' : 'FAILED',
    },
    {
      measurement: 'GET /up while holding them',
      result: `${r.upChecks.ok} of ${r.upChecks.requests} answered 200, slowest ${r.upChecks.maxMs} ms`,
      target: 'all 200',
      status: r.upChecks.requests > 0 && r.upChecks.ok === r.upChecks.requests ? 'ok' : 'FAILED',
    },
    {
      measurement: 'Open-files limit, server / load generator',
      result: `${limit(r.openFilesLimit.server)} / ${limit(r.openFilesLimit.loadGenerator)}`,
      target: '-',
      status: '',
    },
  ];
}

function fanOutRows(r: FanOutResult): BenchRow[] {
  const deliveries = (s: FanOutResult['atrium']) =>
    `${s.delivered}/${s.expected} delivered${s.clients < r.subscribers ? `, ${s.clients} subscribed` : ''}`;
  const complete = (s: FanOutResult['atrium']) =>
    s.clients === r.subscribers && s.expected > 0 && s.delivered === s.expected;
  const label = `Fan-out, ${r.subscribers} subscribers, ${r.events} events${r.instances > 1 ? `, ${r.instances} instances on Redis` : ''}`;
  return [
    {
      measurement: `${label}, Atrium`,
      result: `${latencyText(r.atrium.latency)} (${deliveries(r.atrium)})`,
      target: `p95 <= ${r.targetP95Ms} ms, all delivered`,
      status: !complete(r.atrium) ? 'FAILED' : r.atrium.latency.p95Ms <= r.targetP95Ms ? 'ok' : 'OVER TARGET',
    },
    {
      measurement: `${label}, bare ws server`,
      result: `${latencyText(r.bare.latency)} (${deliveries(r.bare)})`,
      target: 'reference',
      status: complete(r.bare) ? 'ok' : 'FAILED',
    },
    {
      measurement: 'Fan-out p95, Atrium / bare ws',
      result: `${r.ratioP95}x`,
      target: '-',
      status: '',
    },
  ];
}

function printFanOut(r: FanOutResult): void {
  for (const [name, side] of [
    ['Atrium', r.atrium],
    ['bare', r.bare],
  ] as const) {
    if (side.openFailed)
      console.log(`  ${name}: ${side.openFailed} receivers failed to connect or subscribe`);
    console.log(
      `  ${name}: first subscriber ${side.rounds.firstMs} ms, last ${side.rounds.lastMs} ms (medians over events); load generator CPU ${side.rounds.generatorCpuMs} ms per event`,
    );
    for (const message of side.publishErrors) console.log(`  ${name} publish error: ${message}`);
  }
  console.log(`  bare server's loop of ws.send to all clients: ${r.bareSendLoopMs} ms (median)`);
}

function notificationRows(r: NotificationsResult): BenchRow[] {
  const label = `Private notifications, ${r.users} users, ${r.targetRatePerSecond}/s for ${r.seconds} s`;
  const complete =
    r.subscribed === r.users &&
    r.sent === r.targetRatePerSecond * r.seconds &&
    r.delivered === r.sent &&
    r.duplicates === 0 &&
    r.misdelivered === 0;
  return [
    {
      measurement: `${label}, latency`,
      result: `p50 ${r.latency.p50Ms} ms, p99 ${r.latency.p99Ms} ms (p95 ${r.latency.p95Ms}, max ${r.latency.maxMs})`,
      target: '-',
      status: r.latency.samples > 0 ? 'ok' : 'FAILED',
    },
    {
      measurement: `${label}, delivery`,
      result: `${r.delivered}/${r.sent} delivered at ${r.sentPerSecond}/s sent, ${r.duplicates} duplicates, ${r.misdelivered} to other users${r.subscribed < r.users ? `, ${r.subscribed} subscribed` : ''}${r.failedToSend ? `, ${r.failedToSend} not sent` : ''}`,
      target: 'all, once, to their user',
      status: complete ? 'ok' : 'FAILED',
    },
  ];
}

const BENCHMARKS = ['connections', 'fanout', 'notifications'] as const;
type BenchmarkName = (typeof BENCHMARKS)[number];

/** The benchmarks BENCH_RT_ONLY names (all when unset); an unknown name is an error, not a silent no-op. */
function selectedBenchmarks(value: string | undefined): Set<BenchmarkName> {
  if (!value?.trim()) return new Set(BENCHMARKS);
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(BENCHMARKS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_RT_ONLY: unknown ${unknown.join(', ')} (known: ${BENCHMARKS.join(', ')})`);
  }
  return new Set(names as BenchmarkName[]);
}

/**
 * The realtime benchmarks of issue 4, one after the other (two cores: together they would
 * measure each other), each against its own fresh server process on 127.0.0.1, the load
 * generated here. Knobs: BENCH_RT_CONNECTIONS (10000), BENCH_RT_HOLD_SECONDS (10),
 * BENCH_RT_FANOUT_SUBSCRIBERS (5000), BENCH_RT_FANOUT_EVENTS (20), BENCH_RT_FANOUT_INSTANCES (2:
 * with BENCH_REDIS_URL or TEST_REDIS_URL set, the fan-out is measured again over that many
 * instances sharing Redis, as a two-core machine would run Atrium: one process per core),
 * BENCH_RT_FANOUT_INTERVAL_MS (500), BENCH_RT_USERS (1000), BENCH_RT_NOTIFY_RATE (200),
 * BENCH_RT_NOTIFY_SECONDS (10). BENCH_RT_ONLY picks some of them, comma-separated
 * (`connections`, `fanout`, `notifications`), e.g. `BENCH_RT_ONLY=fanout` to compare the
 * fan-out with the bare ws server without the minutes the other two take.
 */
export async function runRealtimeBenchmarks(): Promise<RealtimeBenchOutcome> {
  const rows: BenchRow[] = [];
  const results: RealtimeResults = {};
  const errors: Record<string, string> = {};
  const only = selectedBenchmarks(process.env.BENCH_RT_ONLY);

  if (only.has('connections')) {
    const connections = intEnv('BENCH_RT_CONNECTIONS', 10_000);
    const holdSeconds = intEnv('BENCH_RT_HOLD_SECONDS', 10);
    console.log(`== Realtime: ${connections} idle connections to one instance, held ${holdSeconds} s ==`);
    try {
      const r = await measureConnections(connections, holdSeconds);
      results.connections = r;
      if (r.failed) console.log(`  failures: ${describeErrors(r.errors)}`);
      for (const note of r.notes) console.log(`  note: ${note}`);
      rows.push(...connectionRows(r));
    } catch (error) {
      errors.realtimeConnections = errorText(error);
      rows.push(failedRow('Idle connections held by one instance', errors.realtimeConnections));
    }
  }

  if (only.has('fanout')) {
    const subscribers = intEnv('BENCH_RT_FANOUT_SUBSCRIBERS', 5_000);
    const events = intEnv('BENCH_RT_FANOUT_EVENTS', 20);
    const intervalMs = intEnv('BENCH_RT_FANOUT_INTERVAL_MS', 500);
    const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || undefined;
    const spread = intEnv('BENCH_RT_FANOUT_INSTANCES', 2);
    for (const instances of redisUrl && spread > 1 ? [1, spread] : [1]) {
      const where = instances > 1 ? `${instances} Atrium instances sharing Redis` : 'one Atrium instance';
      console.log(`== Realtime: fan-out to ${subscribers} subscribers, ${where} and a bare ws server ==`);
      try {
        const r = await measureFanOut(subscribers, events, intervalMs, { instances, redisUrl });
        if (instances > 1) results.fanOutSpread = r;
        else results.fanOut = r;
        printFanOut(r);
        rows.push(...fanOutRows(r));
      } catch (error) {
        errors[instances > 1 ? 'realtimeFanOutSpread' : 'realtimeFanOut'] = errorText(error);
        rows.push(failedRow(`Fan-out (${where})`, errorText(error)));
      }
    }
    if (!redisUrl)
      console.log('  (set BENCH_REDIS_URL or TEST_REDIS_URL to also measure two instances sharing Redis)');
  }

  if (only.has('notifications')) {
    const users = intEnv('BENCH_RT_USERS', 1_000);
    const rate = intEnv('BENCH_RT_NOTIFY_RATE', 200);
    const seconds = intEnv('BENCH_RT_NOTIFY_SECONDS', 10);
    console.log(
      `== Realtime: ${users} users on private channels, ${rate} notifications/s for ${seconds} s ==`,
    );
    try {
      const r = await measureNotifications(users, rate, seconds);
      results.notifications = r;
      if (Object.keys(r.openErrors).length)
        console.log(`  connect failures: ${describeErrors(r.openErrors)}`);
      for (const message of r.sendErrors) console.log(`  publish error: ${message}`);
      rows.push(...notificationRows(r));
    } catch (error) {
      errors.realtimeNotifications = errorText(error);
      rows.push(failedRow('Private notifications', errors.realtimeNotifications));
    }
  }

  return { rows, results, errors };
}
