import { createPostgresDatabase } from '../support/testDatabases';
import type { BenchRow } from './BenchRow';
import {
  measureWorkflowFolder,
  measureWorkflowThroughput,
  type WorkflowFolderResult,
  type WorkflowThroughputResult,
} from './measureWorkflow';

export interface WorkflowBenchResults {
  folder: WorkflowFolderResult[];
  throughput: WorkflowThroughputResult[];
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The sign-off benchmarks of issue 13 on each database (`npm run bench`, BENCH_ONLY=workflow):
 * the to-sign folder among 100,000 applications (BENCH_WF_INSTANCES), and submit + approve at 16
 * concurrent clients (BENCH_WF_PER_CLIENT applications each), with its after-run check. Each on a
 * fresh database (PostgreSQL: created and dropped here).
 */
export async function runWorkflowBench(
  targets: ReadonlyArray<'pglite' | 'postgres'>,
  postgresAdminUrl: string | undefined,
  knobs: { instances: number; perClient: number },
): Promise<{ rows: BenchRow[]; results: WorkflowBenchResults; errors: Record<string, string> }> {
  const rows: BenchRow[] = [];
  const errors: Record<string, string> = {};
  const results: WorkflowBenchResults = { folder: [], throughput: [] };
  const fresh = async (database: 'pglite' | 'postgres') =>
    database === 'postgres' && postgresAdminUrl
      ? createPostgresDatabase(postgresAdminUrl, 'atrium_bench')
      : undefined;
  for (const database of targets) {
    console.log(
      `== Sign-off: to-sign folder of a user with 500 items among ${knobs.instances.toLocaleString('en')} applications, ${database} ==`,
    );
    const folderDb = await fresh(database);
    try {
      const r = await measureWorkflowFolder({
        database,
        instances: knobs.instances,
        ...(folderDb ? { databaseUrl: folderDb.databaseUrl } : {}),
      });
      results.folder.push(r);
      rows.push(
        {
          measurement: `Sign-off to-sign folder, page of 20 (${r.pending} items, ${r.instances.toLocaleString('en')} applications, ${r.users.toLocaleString('en')} users), ${database}`,
          result: `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (${r.requests} requests)`,
          target: `p99 <= ${r.targetP99Ms} ms`,
          status: r.p99Ms <= r.targetP99Ms ? 'ok' : 'OVER TARGET',
        },
        {
          measurement: `Sign-off folder counts, same user, ${database}`,
          result: `p50 ${r.countsP50Ms} ms, p99 ${r.countsP99Ms} ms`,
          target: '-',
          status: 'ok',
        },
      );
    } catch (error) {
      errors[`workflowFolder.${database}`] = errorText(error);
      rows.push({
        measurement: `Sign-off to-sign folder, ${database}`,
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    } finally {
      await folderDb?.drop();
    }

    console.log(`== Sign-off: submit and approve, 16 concurrent clients, ${database} ==`);
    const runDb = await fresh(database);
    try {
      const r = await measureWorkflowThroughput({
        database,
        perClient: knobs.perClient,
        ...(runDb ? { databaseUrl: runDb.databaseUrl } : {}),
      });
      results.throughput.push(r);
      rows.push({
        measurement: `Sign-off submit + 3 approvals, ${r.clients} clients, ${database}`,
        result: `${r.instancesPerSecond} applications/s (${r.instances} in ${r.totalMs} ms, ${r.conflicts} stale-version retries)${r.problems.length ? `; ${r.problems.join('; ')}` : '; none lost or doubled'}`,
        target: 'no lost or doubled step',
        status: r.problems.length === 0 ? 'ok' : 'FAILED',
      });
    } catch (error) {
      errors[`workflowThroughput.${database}`] = errorText(error);
      rows.push({
        measurement: `Sign-off submit + approve, ${database}`,
        result: errorText(error).split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    } finally {
      await runDb?.drop();
    }
  }
  return { rows, results, errors };
}
