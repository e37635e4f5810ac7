import { sql } from 'kysely';
import { bearer, startTestServer } from '../support/startTestServer';
import {
  createPostgresDatabase,
  type TestDatabaseTarget,
  testDatabaseTargets,
} from '../support/testDatabases';
import type { BenchRow } from './BenchRow';

export interface VoucherImportResult {
  database: string;
  lines: number;
  vouchers: number;
  dryRunSeconds: number;
  commitSeconds: number;
}

/** Issue 16's target: 10,000 voucher lines checked, and committed, in under 10 s each. */
export const VOUCHER_IMPORT_TARGET_SECONDS = 10;

/**
 * A month of vouchers as an accountant's file: `lines` rows, five lines a voucher (expenses of
 * the administration department against cash, sales against receivables), every row naming its
 * accounts by code and its department by code, as people write them.
 */
function voucherFile(lines: number): string {
  const rows = ['Voucher,Voucher type,Voucher date,Account,Summary,Debit,Credit,Department,Customer'];
  const vouchers = Math.floor(lines / 5);
  for (let v = 1; v <= vouchers; v++) {
    const date = `2026-03-${String((v % 28) + 1).padStart(2, '0')}`;
    const amount = 100 + (v % 900);
    rows.push(
      `V${v},T,${date},6112,Rent ${v},${amount},,ADM,`,
      `V${v},,,6113,Supplies ${v},${amount},,ADM,`,
      `V${v},,,6114,Travel ${v},${amount},,ADM,`,
      `V${v},,,1111,Paid ${v},,${amount * 2},,`,
      `V${v},,,1113,Paid ${v},,${amount},,`,
    );
  }
  return `${rows.join('\n')}\n`;
}

/** Imports `lines` voucher lines through the voucher import API: a dry run, then the commit. */
export async function measureVoucherImport(
  lines: number,
  target: TestDatabaseTarget,
): Promise<VoucherImportResult> {
  const t = await startTestServer(target);
  try {
    const admin = await t.signIn('admin');
    const file = Buffer.from(voucherFile(lines));
    const upload = async (mode: 'dry-run' | 'commit') => {
      const started = performance.now();
      const res = await t.request({
        method: 'POST',
        url: `/api/fa/voucher/import?mode=${mode}`,
        headers: { ...bearer(admin.token), 'content-type': 'text/csv', 'accept-language': 'en' },
        payload: file,
      });
      const seconds = (performance.now() - started) / 1000;
      const report = res.json() as { errors: unknown[]; create: number; committed: boolean };
      if (res.statusCode !== 200 || report.errors.length > 0)
        throw new Error(`${mode} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return { seconds, report };
    };
    const dry = await upload('dry-run');
    const commit = await upload('commit');
    const stored = (
      await sql<{ n: number }>`
        select count(*)::int as n from fa_voucher_lines l join fa_vouchers v on v.id = l.voucher_id
        where v.summary is null and v.voucher_date between '2026-03-01' and '2026-03-31'`.execute(
        t.server.ctx.db,
      )
    ).rows[0]!.n;
    if (!commit.report.committed || stored < lines) throw new Error(`committed ${stored} of ${lines} lines`);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      database: target.name,
      lines,
      vouchers: commit.report.create,
      dryRunSeconds: round(dry.seconds),
      commitSeconds: round(commit.seconds),
    };
  } finally {
    await t.close();
  }
}

/** The voucher import rows of `npm run bench`: PGlite, and PostgreSQL when `postgresAdminUrl` is set. */
export async function runVoucherImportBench(postgresAdminUrl: string | undefined): Promise<{
  rows: BenchRow[];
  results: VoucherImportResult[];
  errors: Record<string, string>;
}> {
  const rows: BenchRow[] = [];
  const errors: Record<string, string> = {};
  const results: VoucherImportResult[] = [];
  const lines = Number(process.env.BENCH_VOUCHER_IMPORT_LINES) || 10_000;
  const targets: TestDatabaseTarget[] = [testDatabaseTargets()[0]!];
  if (postgresAdminUrl)
    targets.push({
      name: 'postgres',
      create: () => createPostgresDatabase(postgresAdminUrl, 'atrium_bench'),
    });
  for (const target of targets) {
    console.log(`== Voucher import, ${lines.toLocaleString('en')} lines, ${target.name} ==`);
    try {
      const r = await measureVoucherImport(lines, target);
      results.push(r);
      // The target is the server's database's, as the other targets of the books (the embedded
      // database is measured beside it for comparison).
      const judged = target.name === 'postgres';
      const ok =
        r.dryRunSeconds < VOUCHER_IMPORT_TARGET_SECONDS && r.commitSeconds < VOUCHER_IMPORT_TARGET_SECONDS;
      rows.push({
        measurement: `Voucher import, ${r.lines.toLocaleString('en')} lines (${r.vouchers.toLocaleString('en')} vouchers), ${r.database}`,
        result: `dry run ${r.dryRunSeconds} s, commit ${r.commitSeconds} s`,
        target: judged ? `< ${VOUCHER_IMPORT_TARGET_SECONDS} s each` : '-',
        status: !judged || ok ? 'ok' : 'OVER TARGET',
      });
    } catch (error) {
      errors[`voucherImport.${target.name}`] = error instanceof Error ? error.message : String(error);
      rows.push({
        measurement: `Voucher import, ${target.name}`,
        result: errors[`voucherImport.${target.name}`]!.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }
  return { rows, results, errors };
}
