import type { BenchRow } from '../BenchRow';
import { createPostgresDatabase } from '../../support/testDatabases';
import { type DurabilityResult, measureDurability } from './measureDurability';

function intEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** One table line for a database's run: what was acknowledged against what is there. */
function durabilityRow(result: DurabilityResult): BenchRow {
  const { check, readBack, rounds } = result;
  const inFlight = rounds.reduce((sum, round) => sum + round.inFlight, 0);
  const restarts = rounds.map((round) => round.restartMs).join(', ');
  const clean =
    check.lost === 0 &&
    check.doubled === 0 &&
    check.halfWritten === 0 &&
    check.present === check.acknowledgedRecords &&
    readBack.matching === readBack.checked &&
    result.refused === 0;
  return {
    measurement: `kill -9 during writes (${rounds.length} kills, ${result.clients} clients), ${result.database}`,
    result:
      `${check.acknowledgedWrites} writes acknowledged (${check.acknowledgedRecords} records): ` +
      `${check.present} present, ${check.lost} lost, ${check.doubled} doubled, ${check.halfWritten} half-written; ` +
      `read back ${readBack.matching}/${readBack.checked}; ${inFlight} in flight at the kills ` +
      `(${check.committedUnanswered} committed unanswered); restarts ${restarts} ms` +
      (result.refused ? `; ${result.refused} refused` : ''),
    target: '0 lost, doubled, half-written',
    status: clean ? 'ok' : 'FAILED',
  };
}

/**
 * `BENCH_ONLY=durability`: kill -9 of the server process during a mixed write load, on
 * PGlite always and on PostgreSQL when an admin URL is given (a fresh database, dropped
 * after). Knobs: BENCH_KILL_ROUNDS (3), BENCH_DURABILITY_CLIENTS (16).
 */
export async function runDurabilityBench(postgresAdminUrl: string | undefined): Promise<{
  rows: BenchRow[];
  results: DurabilityResult[];
  errors: Record<string, string>;
}> {
  const rows: BenchRow[] = [];
  const results: DurabilityResult[] = [];
  const errors: Record<string, string> = {};
  const rounds = intEnv('BENCH_KILL_ROUNDS', 3);
  const clients = intEnv('BENCH_DURABILITY_CLIENTS', 16);
  const databases: Array<'pglite' | 'postgres'> = postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];
  for (const database of databases) {
    console.log(`== kill -9 during a mixed write load (${rounds} kills, ${clients} clients), ${database} ==`);
    const fresh =
      database === 'postgres' && postgresAdminUrl
        ? await createPostgresDatabase(postgresAdminUrl, 'atrium_bench')
        : undefined;
    try {
      const result = await measureDurability({
        database,
        ...(fresh ? { databaseUrl: fresh.databaseUrl } : {}),
        rounds,
        clients,
      });
      results.push(result);
      rows.push(durabilityRow(result));
      for (const sample of [...result.check.samples, ...result.readBack.samples, ...result.refusalSamples])
        console.log(`  problem: ${sample}`);
    } catch (error) {
      errors[`durability.${database}`] = error instanceof Error ? error.message : String(error);
      rows.push({
        measurement: `kill -9 durability, ${database}`,
        result: errors[`durability.${database}`]!.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    } finally {
      await fresh?.drop();
    }
  }
  return { rows, results, errors };
}
