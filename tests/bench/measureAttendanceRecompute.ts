import { sql } from 'kysely';
import { recomputeAttendance } from '../../server/as/days/recomputeAttendance';
import type { BenchRow } from './BenchRow';
import { startTestServer } from '../support/startTestServer';
import {
  createPostgresDatabase,
  type TestDatabaseTarget,
  testDatabaseTargets,
} from '../support/testDatabases';

export interface AttendanceRecomputeResult {
  database: string;
  employees: number;
  punches: number;
  days: number;
  /** Wall time of recomputeAttendance for the month, every employee at once. */
  seconds: number;
  /** The same month again: what a recompute after a late change costs. */
  againSeconds: number;
}

/** Issue 15's target: a month for 5,000 employees on PostgreSQL in under 10 s. */
export const RECOMPUTE_TARGET_SECONDS = 10;

/**
 * Recomputes November 2026 for `employees` attendance members on the day shift (the demo's
 * `DAY`, 09:00–18:00 with lunch), each with two punches per weekday, some late and some
 * missing: the range recompute an administrator runs after a late holiday or a punch import.
 */
export async function measureAttendanceRecompute(
  employees = 5_000,
  target: TestDatabaseTarget = testDatabaseTargets()[0]!,
): Promise<AttendanceRecomputeResult> {
  const t = await startTestServer(target);
  try {
    const db = t.server.ctx.db;
    await sql`
      insert into users (account, name, password_hash, language)
      select 'bench' || n, 'Bench ' || n, 'x', 'tw' from generate_series(1, ${employees}) as n`.execute(db);
    await sql`
      insert into as_members (user_id, card_number, default_shift_id)
      select u.id, 'B' || u.id, (select id from as_shifts where code = 'DAY')
      from users u where u.account like 'bench%'`.execute(db);
    // Weekdays of November 2026, in Taipei: in around 08:50 (every 7th person late), out around
    // 18:05; every 50th day has no check-out.
    await sql`
      insert into as_punches (user_id, punched_at, source)
      select u.id, (d + time '08:50' + ((u.id % 7) * interval '4 minutes')) at time zone 'Asia/Taipei', 'import'
      from users u, generate_series(date '2026-11-01', date '2026-11-30', interval '1 day') as d
      where u.account like 'bench%' and extract(isodow from d) < 6
      union all
      select u.id, (d + time '18:05') at time zone 'Asia/Taipei', 'import'
      from users u, generate_series(date '2026-11-01', date '2026-11-30', interval '1 day') as d
      where u.account like 'bench%' and extract(isodow from d) < 6 and (u.id + extract(day from d)::int) % 50 <> 0`.execute(
      db,
    );
    await sql`analyze as_punches`.execute(db);
    await sql`analyze as_members`.execute(db);
    const punches = Number(
      (await sql<{ n: number }>`select count(*)::int as n from as_punches`.execute(db)).rows[0]!.n,
    );
    const t0 = performance.now();
    const { days } = await recomputeAttendance(db, '2026-11-01', '2026-11-30');
    const seconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    await recomputeAttendance(db, '2026-11-01', '2026-11-30');
    const againSeconds = (performance.now() - t1) / 1000;
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      database: target.name,
      employees,
      punches,
      days,
      seconds: round(seconds),
      againSeconds: round(againSeconds),
    };
  } finally {
    await t.close();
  }
}

/** The attendance rows of `npm run bench`: PGlite, and PostgreSQL when `postgresAdminUrl` is set. */
export async function runAttendanceBench(postgresAdminUrl: string | undefined): Promise<{
  rows: BenchRow[];
  results: AttendanceRecomputeResult[];
  errors: Record<string, string>;
}> {
  const rows: BenchRow[] = [];
  const errors: Record<string, string> = {};
  const results: AttendanceRecomputeResult[] = [];
  const employees = Number(process.env.BENCH_ATTENDANCE_EMPLOYEES) || 5_000;
  const targets: TestDatabaseTarget[] = [testDatabaseTargets()[0]!];
  if (postgresAdminUrl)
    targets.push({
      name: 'postgres',
      create: () => createPostgresDatabase(postgresAdminUrl, 'atrium_bench'),
    });
  for (const target of targets) {
    console.log(
      `== Attendance recompute, a month of ${employees.toLocaleString('en')} employees, ${target.name} ==`,
    );
    try {
      const r = await measureAttendanceRecompute(employees, target);
      results.push(r);
      rows.push({
        measurement: `Attendance recompute, a month × ${r.employees.toLocaleString('en')} employees (${r.days.toLocaleString('en')} days, ${r.punches.toLocaleString('en')} punches), ${r.database}`,
        result: `${r.seconds} s (again: ${r.againSeconds} s)`,
        target: target.name === 'postgres' ? `< ${RECOMPUTE_TARGET_SECONDS} s` : '-',
        status: target.name !== 'postgres' || r.seconds < RECOMPUTE_TARGET_SECONDS ? 'ok' : 'OVER TARGET',
      });
    } catch (error) {
      errors[`attendance.${target.name}`] = error instanceof Error ? error.message : String(error);
      rows.push({
        measurement: `Attendance recompute, ${target.name}`,
        result: errors[`attendance.${target.name}`]!.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }
  return { rows, results, errors };
}
