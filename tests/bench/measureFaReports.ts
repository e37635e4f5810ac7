import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/DatabaseSchema';
import { bearer, startTestServer, type TestServer } from '../support/startTestServer';
import {
  createPostgresDatabase,
  type TestDatabaseTarget,
  testDatabaseTargets,
} from '../support/testDatabases';
import type { BenchRow } from './BenchRow';
import { percentile } from './percentile';

export interface FaReportTiming {
  report: string;
  /** What the report was asked for, as the screen's parameters. */
  params: Record<string, unknown>;
  /** Rows the report answered (its totals line aside). */
  rows: number;
  medianMs: number;
  maxMs: number;
  runsMs: number[];
}

export interface FaReportsResult {
  database: string;
  lines: number;
  vouchers: number;
  /** Wall time of writing the books (inserts and analyze). */
  loadSeconds: number;
  /** The account the general ledger is read for. */
  busyAccount: string;
  reports: FaReportTiming[];
}

/** Issue 16's targets on PostgreSQL at a million lines: a year's statements in 1 s, a month's ledger in 200 ms. */
export const FA_REPORT_TARGET_MS: Record<string, number> = {
  'trial-balance': 1000,
  'balance-sheet': 1000,
  'general-ledger': 200,
};

/** The account one voucher in five moves money through: the ledger a bookkeeper reads most. */
const BUSY_ACCOUNT = '1113';
const RUNS = 5;

/**
 * Writes `lines` posted lines as two-line balanced vouchers spread evenly over 2024–2026, in
 * date order as books are written: each a debit to one postable account of the demo's chart and
 * the credit to another, with the bank (1113) on one side of one voucher in five (receipts and
 * payments) so its ledger is the busiest. Amounts are 1.00 to 10,000.99 with cents. Posted, so
 * each line carries its voucher's date as `posted_on`, as markBookedLines gives it when a voucher
 * is posted through the API.
 */
export async function writeBooks(db: Kysely<Database>, lines: number): Promise<number> {
  const vouchers = Math.floor(lines / 2);
  // The postable leaves of the chart in code order, numbered from 0.
  const leaves = sql`
    select row_number() over (order by a.code)::int - 1 as i, a.id, a.code
    from fa_accounts a
    where a.deleted_at is null and a.is_postable and a.is_active
      and not exists (select 1 from fa_accounts c where c.parent_id = a.id and c.deleted_at is null)`;
  const { count, bank } = (
    await sql<{ count: number; bank: number | null }>`
      select count(*)::int as count, max(i) filter (where code = ${BUSY_ACCOUNT}) as bank
      from (${leaves}) l`.execute(db)
  ).rows[0]!;
  if (bank === null) throw new Error(`the demo chart has no postable ${BUSY_ACCOUNT}`);
  // 1096 days from 2024-01-01 to 2026-12-31; voucher n falls on day (n - 1) * 1096 / vouchers.
  await sql`
    insert into fa_vouchers (voucher_type_id, voucher_date, number, status, summary, total_debit, total_credit)
    select t.id, d.day, t.prefix || '-' || to_char(d.day, 'YYYYMM') || '-B' || lpad(n::text, 7, '0'), 'posted',
      'bench ' || n, d.amount, d.amount
    from generate_series(1, ${vouchers}) as n
      cross join lateral (select date '2024-01-01' + ((n - 1)::bigint * 1096 / ${vouchers})::int as day,
        round(1 + ((n::bigint * 7919) % 1000000) / 100.0, 2) as amount) d
      join fa_voucher_types t on t.deleted_at is null
        and t.code = case n % 10 when 0 then 'R' when 5 then 'P' else 'T' end`.execute(db);
  // Debit leaf d and credit leaf c from the voucher's id; a receipt debits the bank, a payment
  // credits it; the other side moves on when it would be the same account.
  await sql`
    insert into fa_voucher_lines (voucher_id, sort, account_id, summary, debit, credit, posted_on)
    with leaves as (${leaves})
    select v.id, s.sort, l.id, 'bench line', case when s.sort = 1 then v.total_debit else 0 end,
      case when s.sort = 2 then v.total_credit else 0 end, v.voucher_date
    from fa_vouchers v
      join fa_voucher_types t on t.id = v.voucher_type_id
      cross join lateral (select case t.code when 'R' then ${bank} else (v.id * 7) % ${count} end as d) a
      cross join lateral (select case t.code when 'P' then ${bank} else (v.id * 13 + 5) % ${count} end as c0) b
      cross join lateral (select case when b.c0 = a.d then (b.c0 + 1) % ${count} else b.c0 end as c) c
      cross join lateral (values (1, a.d), (2, c.c)) as s(sort, leaf)
      join leaves l on l.i = s.leaf
    where v.summary like 'bench %'
    order by v.id, s.sort`.execute(db);
  // Books three years old have long been vacuumed (autovacuum does it after bulk inserts): their
  // pages are all-visible, so a covering index is read without the table.
  await sql`vacuum analyze fa_vouchers`.execute(db);
  await sql`vacuum analyze fa_voucher_lines`.execute(db);
  return vouchers;
}

type ReportAnswer = { rows: unknown[]; totals: Record<string, string> | null };

/**
 * POSTs `{api}/run` as the screen does, `RUNS` times after a warm-up, and times each answer;
 * `problem` names what is wrong with an answer (a timing of wrong figures means nothing).
 */
async function timeReport(
  t: TestServer,
  token: string,
  report: string,
  params: Record<string, unknown>,
  problem: (answer: ReportAnswer) => string | undefined = () => undefined,
): Promise<FaReportTiming> {
  const runsMs: number[] = [];
  let rows = 0;
  for (let run = 0; run <= RUNS; run++) {
    const t0 = performance.now();
    const res = await t.request({
      method: 'POST',
      url: `/api/fa/report/${report}/run`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: params,
    });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${report}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const answer = (res.json() as { data: ReportAnswer }).data;
    rows = answer.rows.length;
    const wrong = rows === 0 ? 'no rows' : problem(answer);
    if (wrong) throw new Error(`${report} for ${JSON.stringify(params)}: ${wrong}`);
    if (run > 0) runsMs.push(Math.round(ms * 10) / 10);
  }
  return {
    report,
    params,
    rows,
    medianMs: percentile(runsMs, 50),
    maxMs: Math.max(...runsMs),
    runsMs,
  };
}

/**
 * The trial balance of 2025, the balance sheet at its end (both at the chart's default level)
 * and the bank's general ledger for June 2025, through the report API in process, signed in
 * as admin, on books of `lines` posted lines over three years.
 */
export async function measureFaReports(
  lines = 1_000_000,
  target: TestDatabaseTarget = testDatabaseTargets()[0]!,
): Promise<FaReportsResult> {
  const t = await startTestServer(target);
  try {
    const db = t.server.ctx.db;
    const t0 = performance.now();
    const vouchers = await writeBooks(db, lines);
    const loadSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const { token } = await t.signIn('admin');
    const reports = [
      await timeReport(t, token, 'trial-balance', { from: '2025-01-01', to: '2025-12-31', level: 4 }, (a) =>
        a.totals && a.totals.debit === a.totals.credit && a.totals.closingDebit === a.totals.closingCredit
          ? undefined
          : `debits and credits differ: ${JSON.stringify(a.totals)}`,
      ),
      await timeReport(t, token, 'balance-sheet', { asOf: '2025-12-31', level: 4 }),
      await timeReport(t, token, 'general-ledger', {
        account: BUSY_ACCOUNT,
        from: '2025-06-01',
        to: '2025-06-30',
      }),
    ];
    return {
      database: target.name,
      lines: vouchers * 2,
      vouchers,
      loadSeconds,
      busyAccount: BUSY_ACCOUNT,
      reports,
    };
  } finally {
    await t.close();
  }
}

const TITLES: Record<string, string> = {
  'trial-balance': 'trial balance for 2025',
  'balance-sheet': 'balance sheet at 2025-12-31',
  'general-ledger': `general ledger of ${BUSY_ACCOUNT} for 2025-06`,
};

/**
 * The accounting report rows of `npm run bench`: PGlite at BENCH_FA_PGLITE_LINES (100,000) with
 * no target, and PostgreSQL at BENCH_FA_LINES (1,000,000) when `postgresAdminUrl` is set.
 */
export async function runFaReportsBench(postgresAdminUrl: string | undefined): Promise<{
  rows: BenchRow[];
  results: FaReportsResult[];
  errors: Record<string, string>;
}> {
  const rows: BenchRow[] = [];
  const errors: Record<string, string> = {};
  const results: FaReportsResult[] = [];
  const targets: Array<{ target: TestDatabaseTarget; lines: number }> = [
    { target: testDatabaseTargets()[0]!, lines: Number(process.env.BENCH_FA_PGLITE_LINES) || 100_000 },
  ];
  if (postgresAdminUrl)
    targets.push({
      target: { name: 'postgres', create: () => createPostgresDatabase(postgresAdminUrl, 'atrium_bench') },
      lines: Number(process.env.BENCH_FA_LINES) || 1_000_000,
    });
  for (const { target, lines } of targets) {
    console.log(
      `== Accounting reports on ${lines.toLocaleString('en')} posted lines over 3 years, ${target.name} ==`,
    );
    try {
      const r = await measureFaReports(lines, target);
      results.push(r);
      console.log(`  books written in ${r.loadSeconds} s (${r.vouchers.toLocaleString('en')} vouchers)`);
      for (const report of r.reports) {
        const targetMs = target.name === 'postgres' ? FA_REPORT_TARGET_MS[report.report] : undefined;
        rows.push({
          measurement: `Accounting: ${TITLES[report.report]} (${report.rows.toLocaleString('en')} rows), ${r.lines.toLocaleString('en')} lines, ${r.database}, median`,
          result: `${report.medianMs} ms, max ${report.maxMs} ms (runs: ${report.runsMs.join(', ')} ms)`,
          target: targetMs === undefined ? '-' : `<= ${targetMs} ms`,
          status: targetMs === undefined || report.medianMs <= targetMs ? 'ok' : 'OVER TARGET',
        });
      }
    } catch (error) {
      errors[`faReports.${target.name}`] = error instanceof Error ? error.message : String(error);
      rows.push({
        measurement: `Accounting reports, ${target.name}`,
        result: errors[`faReports.${target.name}`]!.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }
  return { rows, results, errors };
}
