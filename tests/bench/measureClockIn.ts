import { sql } from 'kysely';
import { bearer, startTestServer } from '../support/startTestServer';
import {
  createPostgresDatabase,
  type TestDatabaseTarget,
  testDatabaseTargets,
} from '../support/testDatabases';
import type { BenchRow } from './BenchRow';
import { percentile } from './percentile';

export interface ClockInResult {
  database: string;
  employees: number;
  /** Punches stored for them afterwards: every request must have left one. */
  stored: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  /** From the first request sent to the last answer. */
  wallSeconds: number;
}

/**
 * Issue 15's clock-in benchmark: `employees` attendance members (signed in beforehand, as their
 * phones are) clock in at the same moment through POST /api/as/clocking, the morning rush
 * squeezed from a minute into one burst. Reports each request's latency (p50, p99) and whether
 * every punch was stored.
 */
export async function measureClockIn(
  employees = 500,
  target: TestDatabaseTarget = testDatabaseTargets()[0]!,
): Promise<ClockInResult> {
  const t = await startTestServer(target);
  try {
    const db = t.server.ctx.db;
    // The demo's password hash, so each bench user signs in as a person would.
    await sql`
      insert into users (account, name, password_hash, language)
      select 'clock' || n, 'Clock ' || n, (select password_hash from users where account = 'staff'), 'en'
      from generate_series(1, ${employees}) as n`.execute(db);
    await sql`
      insert into as_members (user_id, card_number, default_shift_id)
      select u.id, 'K' || u.id, (select id from as_shifts where code = 'DAY')
      from users u where u.account like 'clock%'`.execute(db);
    await sql`insert into rights (owner, path) select 'u' || id, 'as.use' from users where account like 'clock%'`.execute(
      db,
    );
    const tokens: string[] = [];
    for (let i = 1; i <= employees; i += 10) {
      const batch = Array.from({ length: Math.min(10, employees - i + 1) }, (_, j) =>
        t.signIn(`clock${i + j}`),
      );
      tokens.push(...(await Promise.all(batch)).map((s) => s.token));
    }
    const latencies: number[] = [];
    let failed = 0;
    const t0 = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        const start = performance.now();
        const res = await t.request({
          method: 'POST',
          url: '/api/as/clocking',
          headers: bearer(token),
          payload: {},
        });
        latencies.push(performance.now() - start);
        if (res.statusCode !== 201) failed += 1;
      }),
    );
    const wallSeconds = (performance.now() - t0) / 1000;
    const stored = Number(
      (
        await sql<{ n: number }>`
          select count(*)::int as n from as_punches p join users u on u.id = p.user_id
          where u.account like 'clock%'`.execute(db)
      ).rows[0]!.n,
    );
    return {
      database: target.name,
      employees,
      stored,
      failed,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      wallSeconds: Math.round(wallSeconds * 100) / 100,
    };
  } finally {
    await t.close();
  }
}

/** The clock-in rows of `npm run bench`: PGlite, and PostgreSQL when `postgresAdminUrl` is set. */
export async function runClockInBench(postgresAdminUrl: string | undefined): Promise<{
  rows: BenchRow[];
  results: ClockInResult[];
  errors: Record<string, string>;
}> {
  const rows: BenchRow[] = [];
  const errors: Record<string, string> = {};
  const results: ClockInResult[] = [];
  const targets: TestDatabaseTarget[] = [testDatabaseTargets()[0]!];
  if (postgresAdminUrl)
    targets.push({
      name: 'postgres',
      create: () => createPostgresDatabase(postgresAdminUrl, 'atrium_bench'),
    });
  for (const target of targets) {
    console.log(`== Clock-in, 500 employees at once, ${target.name} ==`);
    try {
      const r = await measureClockIn(500, target);
      results.push(r);
      rows.push({
        measurement: `Clock-in, ${r.employees} employees at once (${r.database}): p50 / p99, punches stored`,
        result: `${r.p50Ms} / ${r.p99Ms} ms, ${r.stored} of ${r.employees} stored, ${r.failed} failed, ${r.wallSeconds} s in all`,
        target: 'no punch lost',
        status: r.stored === r.employees && r.failed === 0 ? 'ok' : 'FAILED',
      });
    } catch (error) {
      errors[`clockIn.${target.name}`] = error instanceof Error ? error.message : String(error);
      rows.push({
        measurement: `Clock-in, ${target.name}`,
        result: errors[`clockIn.${target.name}`]!.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }
  return { rows, results, errors };
}
