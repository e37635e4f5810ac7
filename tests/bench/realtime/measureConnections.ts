import { setTimeout as sleep } from 'node:timers/promises';
import { connectClient } from './connectClient';
import { closeClients, openClients } from './openClients';
import { type OpenFilesLimit, readOpenFilesLimit } from './readOpenFilesLimit';
import { readRssKb } from './readRssKb';
import { startRealtimeServer } from './startRealtimeServer';

export const CONNECTIONS_TARGET = 10_000;

export interface ConnectionsResult {
  target: number;
  /** Connections asked for (lowered when this process's open-files limit cannot hold them). */
  requested: number;
  attempted: number;
  opened: number;
  failed: number;
  errors: Record<string, number>;
  /** From the first connect to the last subscription confirmed. */
  openMs: number;
  opensPerSecond: number;
  /** Still open at the end of the hold. */
  held: number;
  holdSeconds: number;
  rssBeforeKb: number;
  rssAfterOpenKb: number;
  rssAfterHoldKb: number;
  /** (RSS after opening − RSS before) / connections opened. */
  rssPerConnectionKb: number;
  /** GET /up during the hold. */
  upChecks: { requests: number; ok: number; maxMs: number };
  openFilesLimit: { server: OpenFilesLimit; loadGenerator: OpenFilesLimit };
  notes: string[];
}

/** Descriptors this process needs besides the sockets (stdio, the HTTP client, tsx, timers). */
const FD_HEADROOM = 200;
const HANDSHAKES_IN_FLIGHT = 200;
const OPEN_DEADLINE_MS = 60_000;
const CLIENT_TIMEOUT_MS = 15_000;
const UP_CHECK_EVERY_MS = 2_000;
/** Lets the server's heap settle after the burst of handshakes before its memory is read. */
const SETTLE_MS = 2_000;
const IDLE_CHANNEL = 'bench-idle';

/**
 * Idle connections held by one instance: opens `count` sockets, each subscribed to one
 * public channel, reads the server's resident memory before and after, holds them for
 * `holdSeconds` while checking GET /up still answers, and counts how many survived.
 */
export async function measureConnections(count: number, holdSeconds: number): Promise<ConnectionsResult> {
  const notes: string[] = [];
  const own = readOpenFilesLimit('self');
  let requested = count;
  if (own.soft - FD_HEADROOM < count) {
    requested = Math.max(0, own.soft - FD_HEADROOM);
    notes.push(
      `load generator open-files limit ${own.soft} (hard ${own.hard}): capped at ${requested}; raise it with ulimit -n before the run`,
    );
  }
  // Room above the count, so the quota (4004) is not what is measured.
  const server = await startRealtimeServer({ REALTIME_MAX_CONNECTIONS: String(count + 1000) });
  let clients: Awaited<ReturnType<typeof openClients>>['clients'] = [];
  try {
    const serverLimit = readOpenFilesLimit(server.process.pid);
    if (serverLimit.soft - FD_HEADROOM < requested) {
      notes.push(`server open-files limit ${serverLimit.soft} is below ${requested} connections`);
    }
    await sleep(1000);
    const rssBeforeKb = readRssKb(server.process.pid);
    const opened = await openClients(
      requested,
      () =>
        connectClient({
          url: server.socketUrl,
          channel: IDLE_CHANNEL,
          protocol: 'pusher',
          timeoutMs: CLIENT_TIMEOUT_MS,
        }),
      { concurrency: HANDSHAKES_IN_FLIGHT, deadlineMs: OPEN_DEADLINE_MS },
    );
    clients = opened.clients;
    await sleep(SETTLE_MS);
    const rssAfterOpenKb = readRssKb(server.process.pid);

    const upLatencies: number[] = [];
    let upRequests = 0;
    const holdEnd = performance.now() + holdSeconds * 1000;
    while (performance.now() < holdEnd) {
      upRequests++;
      const t0 = performance.now();
      try {
        const response = await fetch(`${server.baseUrl}/up`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status === 200) upLatencies.push(performance.now() - t0);
      } catch {
        // Counted as a failed check: requests − ok.
      }
      await sleep(Math.max(0, Math.min(UP_CHECK_EVERY_MS, holdEnd - performance.now())));
    }
    const held = clients.filter((c) => c.closeCode === undefined).length;
    const rssAfterHoldKb = readRssKb(server.process.pid);
    if (!server.process.isRunning()) notes.push('the server process exited during the hold');

    const n = clients.length;
    return {
      target: CONNECTIONS_TARGET,
      requested,
      attempted: opened.attempted,
      opened: n,
      failed: opened.failed,
      errors: opened.errors,
      openMs: Math.round(opened.elapsedMs),
      opensPerSecond: Math.round(n / (opened.elapsedMs / 1000)),
      held,
      holdSeconds,
      rssBeforeKb,
      rssAfterOpenKb,
      rssAfterHoldKb,
      rssPerConnectionKb: n > 0 ? Math.round(((rssAfterOpenKb - rssBeforeKb) / n) * 10) / 10 : Number.NaN,
      upChecks: {
        requests: upRequests,
        ok: upLatencies.length,
        maxMs: Math.round(Math.max(0, ...upLatencies) * 10) / 10,
      },
      openFilesLimit: { server: serverLimit, loadGenerator: own },
      notes,
    };
  } finally {
    closeClients(clients);
    await server.stop();
  }
}
