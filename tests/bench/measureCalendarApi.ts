import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { loadEntityDescriptors } from '../../server/resources/loadEntityDescriptors';
import { distDir } from '../e2e/support/repoPaths';
import { bearer, startTestServer } from '../support/startTestServer';
import {
  createPostgresDatabase,
  type TestDatabaseTarget,
  testDatabaseTargets,
} from '../support/testDatabases';
import type { BenchRow } from './BenchRow';
import { percentile } from './percentile';

export interface CalendarApiResult {
  database: string;
  rows: number;
  /** Rows in the measured month window. */
  inWindow: number;
  calls: number;
  p50Ms: number;
  p99Ms: number;
  /** Whether PostgreSQL plans the window through the GiST index on the rows' spans. */
  usesSpanIndex: boolean;
}

export interface CalendarChunkResult {
  /** Gzip kB of the calendar screen's own chunk (FullCalendar and its locales included). */
  gzipKb: number;
  rawKb: number;
  file: string;
}

/** Leave of whole days, spread over ten years: the shape the calendar's GiST index is for. */
const benchLeave: EntityDescriptor = {
  id: 'sc.benchLeave',
  module: 'sc',
  title: 'sc:bench.leave',
  api: '/api/sc/bench-leave',
  table: 'bench_leaves',
  permission: 'sc.admin.benchLeave',
  actions: ['view', 'create', 'edit'],
  labelField: 'name',
  fields: {
    name: { type: 'string', title: 'sc:bench.name', maxLength: 50 },
    from_day: { type: 'date', title: 'sc:bench.from', required: true },
    to_day: { type: 'date', title: 'sc:bench.to' },
  },
  list: { columns: ['name'], defaultSort: 'from_day' },
  calendar: { start: 'from_day', end: 'to_day' },
};

/**
 * `GET {api}/calendar` for one month on `rows` rows of leave over ten years (each 1 to 5
 * days, 1 in 10 open-ended), through the real API in process, signed in as admin: the
 * latency of the window query and whether its plan reads the GiST span index.
 */
export async function measureCalendarApi(
  rows = 100_000,
  calls = 200,
  target: TestDatabaseTarget = testDatabaseTargets()[0]!,
): Promise<CalendarApiResult> {
  const t = await startTestServer(target, {}, { entities: [...loadEntityDescriptors(), benchLeave] });
  try {
    const db = t.server.ctx.db;
    await sql`
      insert into bench_leaves (name, from_day, to_day)
      select 'leave ' || n, date '2020-01-01' + (n * 3653 / ${rows}),
        case when n % 10 = 0 then null else date '2020-01-01' + (n * 3653 / ${rows}) + (n % 5) end
      from generate_series(1, ${rows}) as n`.execute(db);
    await sql`analyze bench_leaves`.execute(db);
    const admin = await t.signIn('admin');
    const url = '/api/sc/bench-leave/calendar?start=2025-03-30&end=2025-05-11';
    const first = await t.request({ method: 'GET', url, headers: bearer(admin.token) });
    if (first.statusCode !== 200) throw new Error(`calendar call: HTTP ${first.statusCode} ${first.body}`);
    const latencies: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t0 = performance.now();
      await t.request({ method: 'GET', url, headers: bearer(admin.token) });
      latencies.push(performance.now() - t0);
    }
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select id from bench_leaves as t
      where t.deleted_at is null and t.from_day is not null
        and daterange(t.from_day, greatest(coalesce(t.to_day, t.from_day), t.from_day), '[]')
          && daterange(date '2025-03-30', date '2025-05-11', '[)')`.execute(db);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      database: target.name,
      rows,
      inWindow: first.json().data.length,
      calls,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      usesSpanIndex: plan.rows.some((r) => r['QUERY PLAN'].includes('bench_leaves_from_day_to_day_span')),
    };
  } finally {
    await t.close();
  }
}

/** The size of the calendar screen's chunk in the built app (dist/, built by the caller). */
export function measureCalendarChunk(): CalendarChunkResult {
  const assets = path.join(distDir, 'assets');
  const file = readdirSync(assets).find((name) => /^EntityCalendarScreen-.*\.js$/.test(name));
  if (!file) throw new Error('no EntityCalendarScreen chunk in dist/assets: build the web app first');
  const bytes = readFileSync(path.join(assets, file));
  return {
    file,
    rawKb: Math.round(bytes.length / 100) / 10,
    gzipKb: Math.round(gzipSync(bytes).length / 100) / 10,
  };
}

/**
 * The calendar rows of `npm run bench`: the window query on each database (PostgreSQL when
 * `postgresAdminUrl` is set, on a fresh database dropped after) and the calendar chunk's size.
 */
export async function runCalendarBench(postgresAdminUrl: string | undefined): Promise<{
  rows: BenchRow[];
  results: { api: CalendarApiResult[]; chunk?: CalendarChunkResult };
  errors: Record<string, string>;
}> {
  const rows: BenchRow[] = [];
  const errors: Record<string, string> = {};
  const results: { api: CalendarApiResult[]; chunk?: CalendarChunkResult } = { api: [] };
  const count = Number(process.env.BENCH_CALENDAR_ROWS) || 100_000;
  const targets: TestDatabaseTarget[] = [testDatabaseTargets()[0]!];
  if (postgresAdminUrl)
    targets.push({
      name: 'postgres',
      create: () => createPostgresDatabase(postgresAdminUrl, 'atrium_bench'),
    });
  for (const target of targets) {
    console.log(`== Calendar API, a month of ${count.toLocaleString('en')} leave rows, ${target.name} ==`);
    try {
      const result = await measureCalendarApi(count, 200, target);
      results.api.push(result);
      rows.push({
        measurement: `Calendar API, month window (${result.inWindow} of ${count.toLocaleString('en')} rows), ${target.name}`,
        result: `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; ${result.usesSpanIndex ? 'GiST span index' : 'NO span index in plan'}`,
        target: '-',
        status: result.usesSpanIndex ? 'ok' : 'FAILED',
      });
    } catch (error) {
      errors[`calendarApi.${target.name}`] = error instanceof Error ? error.message : String(error);
      rows.push({
        measurement: `Calendar API, ${target.name}`,
        result: errors[`calendarApi.${target.name}`]!.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }
  try {
    const chunk = measureCalendarChunk();
    results.chunk = chunk;
    rows.push({
      measurement: 'Calendar screen chunk (FullCalendar + 3 locales), gzip',
      result: `${chunk.gzipKb} kB (${chunk.rawKb} kB raw), loaded only by entity.calendar routes`,
      target: '-',
      status: 'ok',
    });
  } catch (error) {
    errors.calendarChunk = error instanceof Error ? error.message : String(error);
  }
  return { rows, results, errors };
}
