import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../tests/bench/durability/checkLedger';
import { driveWrites } from '../../tests/bench/durability/driveWrites';
import { makeStandInWebDir, type ServerOn, startServerOn } from '../../tests/bench/durability/startServerOn';
import { WRITE_KINDS, WriteLedger } from '../../tests/bench/durability/WriteLedger';
import { lookUpDocumentRefs, signIn, WriteWorker } from '../../tests/bench/durability/WriteWorker';
import { findFreePort } from '../../tests/e2e/support/findFreePort';
import { openDatabase } from './openDatabase';

/** Acknowledged writes before the kill; the other clients' writes are in flight when it lands. */
const ACKNOWLEDGED = 40;
const CLIENTS = 4;

/**
 * The embedded database's durability on every CI run (issue 14; the full run with several
 * kills and PostgreSQL is `BENCH_ONLY=durability npm run bench`): the real server process
 * on a PGlite data folder, a mixed write load over HTTP (tags, quotations with lines, tag
 * imports), `kill -9` once ACKNOWLEDGED writes have been answered, then the folder opened
 * again with openDatabase: every acknowledged write is there, nothing doubled, and every
 * document holds exactly the lines of its last save, every import all its rows or none.
 */
describe('PGlite after kill -9 of the server', () => {
  const cleanUp: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it('keeps every acknowledged write; no document or import is half written', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-kill-'));
    cleanUp.push(() => rm(dataDir, { recursive: true, force: true }));
    const webDir = await makeStandInWebDir();
    cleanUp.push(() => rm(webDir, { recursive: true, force: true }));
    const server: ServerOn = await startServerOn({ dataDir, port: await findFreePort(), webDir });
    cleanUp.push(() => server.kill());

    const token = await signIn(server.baseUrl);
    const target = {
      baseUrl: server.baseUrl,
      token,
      refs: await lookUpDocumentRefs(server.baseUrl, token),
      importRows: 5,
    };
    const ledger = new WriteLedger(`k${randomBytes(3).toString('hex')}`);
    const workers = Array.from({ length: CLIENTS }, (_, i) => new WriteWorker(target, ledger, i));
    // Waits for a state: enough answers, with a document and an import among them.
    let killed: Promise<unknown> | undefined;
    const load = driveWrites(
      workers,
      () => killed !== undefined,
      () => {
        const enough =
          ledger.totalAcknowledged() >= ACKNOWLEDGED &&
          ledger.acknowledged.createDocument > 0 &&
          ledger.acknowledged.import > 0;
        if (enough && !killed) killed = server.kill();
      },
    );
    await load;
    const exit = await killed;
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(ledger.totalAcknowledged()).toBeGreaterThanOrEqual(ACKNOWLEDGED);
    expect(WRITE_KINDS.reduce((sum, kind) => sum + ledger.refused[kind], 0)).toBe(0);

    const opened = await openDatabase({ dataDir });
    try {
      const check = await checkLedger(opened.db, ledger);
      expect(check.samples).toEqual([]);
      expect(check.lost).toBe(0);
      expect(check.doubled).toBe(0);
      expect(check.halfWritten).toBe(0);
      expect(check.present).toBe(check.acknowledgedRecords);
      expect(check.acknowledgedRecords).toBe(ledger.tags.size + ledger.documents.size + ledger.imports.size);

      // One acknowledged document read whole, as the check reads them all: its live lines
      // are those of the save its notes name (`w{n} lines:{count}`).
      const document = [...ledger.documents.values()][0]!;
      const stored = await sql<{ notes: string }>`select notes from cm_quotations
        where id = ${document.id}`.execute(opened.db);
      const [marker, count] = stored.rows[0]!.notes.split(' lines:');
      const lines = await sql<{ description: string }>`select description from cm_quotation_lines
        where quotation_id = ${document.id} and deleted_at is null order by sort`.execute(opened.db);
      expect(lines.rows.map((line) => line.description)).toEqual(
        Array.from({ length: Number(count) }, (_, i) => `${marker} #${i + 1}`),
      );
    } finally {
      await opened.close();
    }
  }, 120_000);
});
