import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../e2e/support/findFreePort';
import { checkLedgerAfterStop, type LedgerCheck } from './checkLedger';
import { driveWrites } from './driveWrites';
import { type ReadBack, readBackOverHttp } from './readBackOverHttp';
import { makeStandInWebDir, type ServerOn, startServerOn } from './startServerOn';
import { WRITE_KINDS, type WriteKind, WriteLedger } from './WriteLedger';
import { lookUpDocumentRefs, signIn, type WriteTarget, WriteWorker } from './WriteWorker';

export interface KillRound {
  /** Writes acknowledged in this round before the kill. */
  acknowledged: number;
  /** Writes sent whose answer the kill cut off. */
  inFlight: number;
  /** Milliseconds from starting the killed server's successor to its first 200 from /up. */
  restartMs: number;
}

export interface DurabilityResult {
  database: 'pglite' | 'postgres';
  clients: number;
  rounds: KillRound[];
  sent: Record<WriteKind, number>;
  acknowledged: Record<WriteKind, number>;
  /** Answers other than 2xx (none expected: each client owns its records). */
  refused: number;
  refusalSamples: string[];
  /** The restarted server's answers for every acknowledged tag and document. */
  readBack: ReadBack;
  /** The database itself, read directly after the last restart. */
  check: LedgerCheck;
}

/**
 * Issue 14, durability: the real server in its own process on PostgreSQL or the embedded
 * PGlite, a mixed write load over HTTP from `clients` clients (tags created and updated,
 * quotations with their lines created and rewritten, tag imports of a few rows), then
 * `kill -9` mid-load, start it again on the same database, and again for `rounds` rounds.
 * After the last restart every acknowledged write is read back through the API and the
 * database is checked directly (checkLedger.ts): nothing acknowledged lost, nothing
 * doubled, no document or import half written.
 *
 * The kill lands once the round has `minAcknowledged` answers, plus a random wait of up to
 * `jitterMs`, so it hits different points of the writes in flight.
 */
export async function measureDurability(options: {
  database: 'pglite' | 'postgres';
  /** A fresh, empty PostgreSQL database for the postgres run. */
  databaseUrl?: string;
  rounds?: number;
  clients?: number;
  minAcknowledged?: number;
  jitterMs?: number;
}): Promise<DurabilityResult> {
  const rounds = options.rounds ?? 3;
  const clients = options.clients ?? 16;
  const minAcknowledged = options.minAcknowledged ?? 100;
  const jitterMs = options.jitterMs ?? 2_000;
  if (options.database === 'postgres' && !options.databaseUrl)
    throw new Error('the postgres run needs a database');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-durability-'));
  const webDir = await makeStandInWebDir();
  const port = await findFreePort();
  const start = () => startServerOn({ dataDir, databaseUrl: options.databaseUrl, port, webDir });
  let server: ServerOn | undefined;
  try {
    server = await start();
    const token = await signIn(server.baseUrl);
    const target: WriteTarget = {
      baseUrl: server.baseUrl,
      token,
      refs: await lookUpDocumentRefs(server.baseUrl, token),
      importRows: 5,
    };
    const ledger = new WriteLedger(`d${randomBytes(3).toString('hex')}`);
    const workers = Array.from({ length: clients }, (_, i) => new WriteWorker(target, ledger, i));
    const killRounds: KillRound[] = [];
    for (let round = 0; round < rounds; round++) {
      const before = ledger.totalAcknowledged();
      const unansweredBefore = WRITE_KINDS.reduce((sum, kind) => sum + ledger.unanswered[kind], 0);
      let reached: () => void = () => undefined;
      const enough = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const load = driveWrites(
        workers,
        () => false,
        () => {
          if (ledger.totalAcknowledged() - before >= minAcknowledged) reached();
        },
      );
      // Waits for the state (enough answers), then a random moment after it.
      await Promise.race([enough, load]);
      await sleep(Math.random() * jitterMs);
      const killed = server;
      server = undefined;
      await killed.kill();
      await load;
      const acknowledged = ledger.totalAcknowledged() - before;
      const inFlight = WRITE_KINDS.reduce((sum, kind) => sum + ledger.unanswered[kind], 0) - unansweredBefore;
      server = await start();
      target.token = await signIn(server.baseUrl);
      killRounds.push({ acknowledged, inFlight, restartMs: Math.round(server.readyMs) });
      console.log(
        `  round ${round + 1}: ${acknowledged} writes acknowledged, ${inFlight} in flight at kill -9, restarted in ${Math.round(server.readyMs)} ms`,
      );
    }
    const readBack = await readBackOverHttp(server.baseUrl, target.token, ledger);
    const stopped = server;
    server = undefined;
    const check = await checkLedgerAfterStop(
      () => stopped.stop(),
      { databaseUrl: options.databaseUrl, dataDir },
      ledger,
    );
    return {
      database: options.database,
      clients,
      rounds: killRounds,
      sent: ledger.sent,
      acknowledged: ledger.acknowledged,
      refused: WRITE_KINDS.reduce((sum, kind) => sum + ledger.refused[kind], 0),
      refusalSamples: ledger.refusalSamples,
      readBack,
      check,
    };
  } finally {
    if (server) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDir, { recursive: true, force: true });
  }
}
