import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../../server/config/loadConfig';
import type { Database } from '../../server/db/DatabaseSchema';
import { openDatabase } from '../../server/db/openDatabase';
import type { EntityService } from '../../server/resources/EntityService';
import { parseListQuery } from '../../server/resources/parseListQuery';
import { rowScopeCondition } from '../../server/resources/rowScope/rowScopeCondition';
import { loadRowScopeContext } from '../../server/permissions/loadRowScopeContext';
import { scopeOfPath } from '../../schemas/core/rowScopes';
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

/**
 * Who calls the list. An administrator sees every row; a user with a row scope (issue 14's
 * "own / department / subtree") is added here with an account the demo seed creates, and the raw
 * baseline then must AND the same scope condition: `rawParams` is where that goes once
 * EntityStore takes a scope.
 */
export interface ListCaller {
  name: string;
  account: string;
  password: string;
}
export const LIST_CALLERS: readonly ListCaller[] = [
  { name: 'administrator', account: 'admin', password: 'demo1234' },
  // The demo's managers group holds leads at "own department and below" (row scopes).
  { name: 'manager (subtree scope)', account: 'manager', password: 'demo1234' },
];

/** One list call measured: through the API, and its SQL run directly, with and without the count. */
export interface ListScenarioResult {
  scenario: string;
  caller: string;
  query: string;
  api: ListStats;
  /** The page statement alone. */
  rawPage: ListStats;
  /** The page and the capped count, as the API runs them. */
  rawPageCount: ListStats;
  /** The same two as named prepared statements (PostgreSQL only): does plan reuse help? */
  preparedPageCount?: ListStats;
  /** api p50 / (page + count) p50: the target is at most 2. */
  ratio: number;
  /** api p50 / page p50. */
  ratioPageOnly: number;
}

export interface ListApiResult {
  database: 'pglite' | 'postgres';
  rows: number;
  clients: number;
  scenarios: ListScenarioResult[];
}

const FILTER = { per_page: '20', 'filter[status]': 'open' };
const DEEP_PAGE = 500;
/** The lists people open: the default sort, a sort they chose (a column with its own index), page 500 both ways. */
const SCENARIOS: ReadonlyArray<{ name: string; sort: string; page: number; cursor: boolean }> = [
  { name: 'default sort (-updated_at), page 1', sort: '-updated_at', page: 1, cursor: false },
  { name: 'chosen sort (-expected_amount), page 1', sort: '-expected_amount', page: 1, cursor: false },
  { name: `default sort, page ${DEEP_PAGE} by offset`, sort: '-updated_at', page: DEEP_PAGE, cursor: false },
  { name: `default sort, page ${DEEP_PAGE} by cursor`, sort: '-updated_at', page: DEEP_PAGE, cursor: true },
];

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

interface PreparedScenario {
  scenario: (typeof SCENARIOS)[number];
  /** The API's query string. */
  query: Record<string, string>;
  page: CompiledQuery;
  count: CompiledQuery;
}

/** The caller's view scope on leads as the API works it out (rowScopeOf), for the raw queries. */
async function callerScope(db: Kysely<Database>, lead: EntityService, caller: ListCaller) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('account', '=', caller.account)
    .executeTakeFirstOrThrow();
  const context = await loadRowScopeContext(db, user.id);
  const scope = scopeOfPath(context.grants, `${lead.descriptor.permission}.actions.view`) ?? 'own';
  return rowScopeCondition(lead.descriptor, scope, context, lead.store.registry);
}

/**
 * The leads' owners handed round every demo user (the seed makes them all the administrator's),
 * so a scoped caller's list is a realistic share of the table; then analysed again.
 */
async function spreadOwners(db: Kysely<Database>): Promise<void> {
  await sql`
    update cm_leads as l set created_by = u.ids[1 + l.id % array_length(u.ids, 1)]
    from (select array_agg(id order by id) as ids from users) as u`.execute(db);
  await sql`analyze cm_leads`.execute(db);
}

/**
 * The SQL of each scenario, as EntityStore builds it for the API; page 500 by cursor starts
 * after the last row of page 499, read once here by offset.
 */
async function prepareScenarios(
  db: Kysely<Database>,
  lead: EntityService,
  caller: ListCaller,
): Promise<PreparedScenario[]> {
  const out: PreparedScenario[] = [];
  const scope = await callerScope(db, lead, caller);
  for (const scenario of SCENARIOS) {
    const base = { ...FILTER, sort: scenario.sort };
    let query: Record<string, string> = { ...base, page: String(scenario.page) };
    if (scenario.cursor) {
      const before = parseListQuery(lead.descriptor, { ...base, page: String(scenario.page - 1) }, 'en');
      const cursor = (await lead.store.list(db, { ...before, scope }, { count: false })).nextCursor;
      if (!cursor) throw new Error(`no cursor after page ${scenario.page - 1}`);
      query = { ...base, cursor };
    }
    const q = lead.store.listQueries({ ...parseListQuery(lead.descriptor, query, 'en'), scope });
    out.push({ scenario, query, page: q.page.compile(db), count: q.count.compile(db) });
  }
  return out;
}

/**
 * The list benchmark of issues 3 and 14: leads (`sizes`, grown in one database: 100,000 and
 * then, say, 1,000,000), 32 concurrent clients, each scenario through the API (server in its
 * own process, signed in as each caller) and then the very same statements the API runs
 * (EntityStore.listQueries) straight through the same driver: the page alone, the page and
 * its capped count, and on PostgreSQL the two as named prepared statements. The seed leaves
 * the table analysed (fillEntity), so both sides run the best plan PostgreSQL has.
 */
export async function measureListApi(options: {
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  sizes?: readonly number[];
  clients?: number;
  perClient?: number;
  timeLimitMs?: number;
  callers?: readonly ListCaller[];
  onResult?: (result: ListApiResult) => void;
}): Promise<ListApiResult[]> {
  const sizes = [...(options.sizes ?? [100_000])].sort((a, b) => a - b);
  const clients = options.clients ?? 32;
  const perClient = options.perClient ?? 25;
  const limitMs = options.timeLimitMs ?? 60_000;
  const callers = options.callers ?? LIST_CALLERS;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-list-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO: '1',
  };
  const results: ListApiResult[] = [];
  let seeded = 0;
  try {
    for (const rows of sizes) {
      // 1. The data, grown to `rows` leads by the server's own code (which analyses the table).
      const config = loadConfig({ ...env, WEB_DIR: path.join(dataDir, 'no-web') });
      const setup = await startServer(config, { listen: false, logger: pino({ level: 'warn' }) });
      let prepared: Map<string, PreparedScenario[]>;
      try {
        const lead = setup.ctx.resources.services.get('cm.lead');
        if (!lead) throw new Error('the cm.lead entity is not loaded');
        const started = performance.now();
        await fillEntity(setup.ctx.db, setup.ctx.resources, 'cm.lead', rows - seeded);
        console.log(
          `  seeded ${(rows - seeded).toLocaleString('en')} leads in ${Math.round((performance.now() - started) / 1000)} s`,
        );
        seeded = rows;
        await spreadOwners(setup.ctx.db);
        prepared = new Map();
        for (const caller of callers)
          prepared.set(caller.name, await prepareScenarios(setup.ctx.db, lead, caller));
      } finally {
        await setup.close();
      }

      // 2. Through the API, the server in its own process.
      const api = new Map<string, ListStats>();
      const server = await spawnServerProcess(env);
      try {
        for (const caller of callers) {
          const signIn = await fetch(`${server.baseUrl}/api/sc/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ account: caller.account, password: caller.password }),
          });
          const token = ((await signIn.json()) as { access_token: string }).access_token;
          for (const p of prepared.get(caller.name)!) {
            const url = `${server.baseUrl}/api/cm/lead?${new URLSearchParams(p.query)}`;
            const get = async () => {
              const response = await fetch(url, {
                headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
              });
              const body = (await response.json()) as { data?: unknown[] };
              if (response.status !== 200 || body.data?.length !== 20)
                throw new Error(`status ${response.status}`);
            };
            await load(4, 5, limitMs, get); // warm-up
            api.set(`${caller.name}|${p.scenario.name}`, await load(clients, perClient, limitMs, get));
          }
        }
      } finally {
        await server.stop();
      }

      // 3. The same SQL, straight through the driver (no HTTP, JSON or permissions).
      const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
      const pool = options.databaseUrl
        ? new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
        : undefined;
      const scenarios: ListScenarioResult[] = [];
      try {
        const run = (queries: CompiledQuery[]) => async () => {
          for (const q of queries)
            await database.db.executeQuery(CompiledQuery.raw(q.sql, [...q.parameters]));
        };
        // Plan reuse: a named statement is parsed and planned once per connection, then only bound.
        const runNamed = (p: PreparedScenario, i: number) => async () => {
          await pool!.query({ name: `list-page-${i}`, text: p.page.sql, values: [...p.page.parameters] });
          await pool!.query({ name: `list-count-${i}`, text: p.count.sql, values: [...p.count.parameters] });
        };
        for (const [c, caller] of callers.entries()) {
          for (const [j, p] of prepared.get(caller.name)!.entries()) {
            const i = c * SCENARIOS.length + j;
            await load(4, 5, limitMs, run([p.page, p.count]));
            const rawPage = await load(clients, perClient, limitMs, run([p.page]));
            const rawPageCount = await load(clients, perClient, limitMs, run([p.page, p.count]));
            let preparedPageCount: ListStats | undefined;
            if (pool) {
              await load(10, 5, limitMs, runNamed(p, i));
              preparedPageCount = await load(clients, perClient, limitMs, runNamed(p, i));
            }
            const apiStats = api.get(`${caller.name}|${p.scenario.name}`)!;
            const ratio = (a: ListStats, b: ListStats) => Math.round((a.p50Ms / b.p50Ms) * 100) / 100;
            scenarios.push({
              scenario: p.scenario.name,
              caller: caller.name,
              query: new URLSearchParams(p.query).toString(),
              api: apiStats,
              rawPage,
              rawPageCount,
              ...(preparedPageCount ? { preparedPageCount } : {}),
              ratio: ratio(apiStats, rawPageCount),
              ratioPageOnly: ratio(apiStats, rawPage),
            });
          }
        }
      } finally {
        await pool?.end();
        await database.close();
      }
      const result = { database: options.database, rows, clients, scenarios };
      options.onResult?.(result);
      results.push(result);
    }
    return results;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
