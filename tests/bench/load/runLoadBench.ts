import type { BenchRow } from '../BenchRow';
import { createPostgresDatabase } from '../../support/testDatabases';
import { type MixedLoadResult, measureMixedLoad } from './measureMixedLoad';

function intEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function loadRows(result: MixedLoadResult): BenchRow[] {
  const { check, readBack } = result;
  const verified =
    check.lost === 0 &&
    check.doubled === 0 &&
    check.halfWritten === 0 &&
    check.present === check.acknowledgedRecords &&
    readBack.matching === readBack.checked;
  const label = `${result.clients} clients × ${result.seconds} s, ${result.database}`;
  const rows: BenchRow[] = [
    {
      measurement: `Mixed load, ${label}`,
      result:
        `${result.requests} requests, ${result.requestsPerSecond} req/s, ${result.errors} errors; ` +
        `${check.acknowledgedWrites} writes acknowledged (${check.acknowledgedRecords} records): ` +
        `${check.present} present, ${check.lost} lost, ${check.doubled} doubled, ${check.halfWritten} half-written`,
      target: '0 errors, 0 lost or doubled',
      status: result.errors === 0 && verified ? 'ok' : 'FAILED',
    },
  ];
  for (const [kind, stats] of Object.entries(result.byKind))
    rows.push({
      measurement: `  ${kind}, ${label}`,
      result: `p50 ${stats.p50Ms} ms, p99 ${stats.p99Ms} ms (${stats.requests} requests${stats.errors ? `, ${stats.errors} errors` : ''})`,
      target: '-',
      status: '',
    });
  return rows;
}

/**
 * `BENCH_ONLY=load`: 200 concurrent clients of mixed reads and writes for 60 s against the
 * server process, on PostgreSQL when an admin URL is given (a fresh database, dropped after)
 * and on PGlite (one session: every request queues behind the one before). Knobs:
 * BENCH_LOAD_CLIENTS (200), BENCH_LOAD_SECONDS (60), BENCH_LOAD_DATABASES (pglite,postgres).
 */
export async function runLoadBench(postgresAdminUrl: string | undefined): Promise<{
  rows: BenchRow[];
  results: MixedLoadResult[];
  errors: Record<string, string>;
}> {
  const rows: BenchRow[] = [];
  const results: MixedLoadResult[] = [];
  const errors: Record<string, string> = {};
  const clients = intEnv('BENCH_LOAD_CLIENTS', 200);
  const seconds = intEnv('BENCH_LOAD_SECONDS', 60);
  const asked = (process.env.BENCH_LOAD_DATABASES ?? 'postgres,pglite').split(',').map((name) => name.trim());
  const databases = (['postgres', 'pglite'] as const).filter(
    (database) => asked.includes(database) && (database === 'pglite' || postgresAdminUrl),
  );
  for (const database of databases) {
    console.log(`== Mixed reads and writes, ${clients} clients × ${seconds} s, ${database} ==`);
    const fresh =
      database === 'postgres' && postgresAdminUrl
        ? await createPostgresDatabase(postgresAdminUrl, 'atrium_bench')
        : undefined;
    try {
      const result = await measureMixedLoad({
        database,
        ...(fresh ? { databaseUrl: fresh.databaseUrl } : {}),
        clients,
        seconds,
      });
      results.push(result);
      rows.push(...loadRows(result));
      for (const sample of [...result.errorSamples, ...result.check.samples, ...result.readBack.samples])
        console.log(`  problem: ${sample}`);
    } catch (error) {
      errors[`load.${database}`] = error instanceof Error ? error.message : String(error);
      rows.push({
        measurement: `Mixed load, ${database}`,
        result: errors[`load.${database}`]!.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    } finally {
      await fresh?.drop();
    }
  }
  return { rows, results, errors };
}
