import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import pino from 'pino';
import { loadConfig } from '../../server/config/loadConfig';
import { openDatabase } from '../../server/db/openDatabase';
import { parseListQuery } from '../../server/resources/parseListQuery';
import { fillEntity } from '../../server/seed/fillEntity';
import { startServer } from '../../server/startServer';
import { percentile } from './percentile';
import { spawnServerProcess } from './spawnServerProcess';

export interface ListStats {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
}

export interface ListApiResult {
  database: 'pglite' | 'postgres';
  rows: number;
  clients: number;
  query: string;
  api: ListStats;
  raw: ListStats;
  /** api p50 / raw p50: the target is at most 2. */
  ratio: number;
  deepApi: ListStats;
  deepRaw: ListStats;
  deepRatio: number;
}

const QUERY = { per_page: '20', sort: '-updated_at', 'filter[status]': 'open' };
const DEEP_PAGE = 500;

/** Runs `perClient` calls on each of `clients` concurrent workers, bounded by time, and times each. */
async function load(
  clients: number,
  perClient: number,
  limitMs: number,
  call: () => Promise<void>,
): Promise<ListStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < perClient && performance.now() - started < limitMs; i++) {
        const t0 = performance.now();
        try {
          await call();
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    requestsPerSecond: round(latencies.length / seconds),
  };
}

/**
 * The list benchmark of issue 3: `rows` leads, a page of 20 sorted by a non-id
 * column with one filter, 32 concurrent clients, through the API (server in its
 * own process, signed in as admin) and then the very same two statements the
 * API runs (EntityStore.listQueries), straight through the same driver. Page 1
 * and page 500 (offset 9,980).
 */
export async function measureListApi(options: {
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  rows?: number;
  clients?: number;
  perClient?: number;
  timeLimitMs?: number;
}): Promise<ListApiResult> {
  const rows = options.rows ?? 100_000;
  const clients = options.clients ?? 32;
  const perClient = options.perClient ?? 25;
  const limitMs = options.timeLimitMs ?? 60_000;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-list-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO: '1',
  };
  try {
    // 1. The data: the demo organisation, then the leads, written by the server's own code.
    const config = loadConfig({ ...env, WEB_DIR: path.join(dataDir, 'no-web') });
    const setup = await startServer(config, { listen: false, logger: pino({ level: 'warn' }) });
    const lead = setup.ctx.resources.services.get('cm.lead');
    if (!lead) throw new Error('the cm.lead entity is not loaded');
    await fillEntity(setup.ctx.db, setup.ctx.resources, 'cm.lead', rows);
    const params = (page: number) => parseListQuery(lead.descriptor, { ...QUERY, page: String(page) }, 'en');
    const compile = (page: number) => {
      const q = lead.store.listQueries(params(page));
      return [q.page.compile(setup.ctx.db), q.count.compile(setup.ctx.db)];
    };
    const compiled = { first: compile(1), deep: compile(DEEP_PAGE) };
    await setup.close();

    // 2. Through the API, the server in its own process.
    const server = await spawnServerProcess(env);
    let api: ListStats;
    let deepApi: ListStats;
    try {
      const signIn = await fetch(`${server.baseUrl}/api/sc/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: 'demo1234' }),
      });
      const token = ((await signIn.json()) as { access_token: string }).access_token;
      const url = (page: number) =>
        `${server.baseUrl}/api/cm/lead?${new URLSearchParams({ ...QUERY, page: String(page) })}`;
      const get = (page: number) => async () => {
        const response = await fetch(url(page), {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        });
        const body = (await response.json()) as { data?: unknown[] };
        if (response.status !== 200 || body.data?.length !== 20) throw new Error(`status ${response.status}`);
      };
      await load(4, 5, limitMs, get(1)); // warm-up
      api = await load(clients, perClient, limitMs, get(1));
      deepApi = await load(clients, perClient, limitMs, get(DEEP_PAGE));
    } finally {
      await server.stop();
    }

    // 3. The same SQL, straight through the driver (no HTTP, JSON or permissions).
    const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
    let raw: ListStats;
    let deepRaw: ListStats;
    try {
      const run = (queries: ReturnType<typeof compile>) => async () => {
        for (const q of queries) await database.db.executeQuery(CompiledQuery.raw(q.sql, [...q.parameters]));
      };
      await load(4, 5, limitMs, run(compiled.first));
      raw = await load(clients, perClient, limitMs, run(compiled.first));
      deepRaw = await load(clients, perClient, limitMs, run(compiled.deep));
    } finally {
      await database.close();
    }
    const ratio = (a: ListStats, b: ListStats) => Math.round((a.p50Ms / b.p50Ms) * 100) / 100;
    return {
      database: options.database,
      rows,
      clients,
      query: new URLSearchParams(QUERY).toString(),
      api,
      raw,
      ratio: ratio(api, raw),
      deepApi,
      deepRaw,
      deepRatio: ratio(deepApi, deepRaw),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
