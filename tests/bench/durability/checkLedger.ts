import { openDatabase } from '../../../server/db/openDatabase';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../server/db/DatabaseSchema';
import type { WriteLedger } from './WriteLedger';

/** The database against the ledger of acknowledged writes (WriteLedger.ts). */
export interface LedgerCheck {
  /** Writes the server answered 2xx. */
  acknowledgedWrites: number;
  /**
   * Records written (tags, documents, import batches), each at its last acknowledged
   * state: versions only grow, so that state being there means every earlier
   * acknowledged write to the record was kept too.
   */
  acknowledgedRecords: number;
  /** Of those, present with the acknowledged version and values (or one unanswered write past it). */
  present: number;
  /** Acknowledged records missing, at an older version or with other values. */
  lost: number;
  /** Rows of this run present more than once (same name, or the same line twice in a document). */
  doubled: number;
  /** Documents whose live lines do not match their own save, import batches partly there. */
  halfWritten: number;
  /** Records one version past their acknowledged state: a write committed whose answer never came. */
  aheadOfAcknowledged: number;
  /** Creates and import batches present though never answered (committed just before a kill). */
  committedUnanswered: number;
  /** The first few problems, for the report. */
  samples: string[];
}

interface TagRow {
  id: number;
  name: string;
  version: number;
  description: string | null;
}
interface DocumentRow {
  id: number;
  number: string;
  version: number;
  notes: string | null;
}
interface LineRow {
  quotation_id: number;
  description: string | null;
}

/**
 * Reads every row this run wrote (names start with the ledger's run id) and checks: each
 * acknowledged record is there at its acknowledged version with its values; no name is
 * there twice; every document's live lines are exactly those of its last save (count and
 * marker); every import batch is all there or absent.
 *
 * @example const check = await checkLedger(db, ledger); // check.lost === 0
 */
export async function checkLedger(db: Kysely<Database>, ledger: WriteLedger): Promise<LedgerCheck> {
  const prefix = `${ledger.runId}-%`;
  const samples: string[] = [];
  const note = (problem: string) => {
    if (samples.length < 20) samples.push(problem);
  };
  const tagRows = (
    await sql<TagRow>`select id, name, version, description from cm_tags
      where name like ${prefix} and deleted_at is null`.execute(db)
  ).rows;
  const documentRows = (
    await sql<DocumentRow>`select id, number, version, notes from cm_quotations
      where number like ${prefix} and deleted_at is null`.execute(db)
  ).rows;
  const lineRows = (
    await sql<LineRow>`select l.quotation_id, l.description from cm_quotation_lines l
      join cm_quotations q on q.id = l.quotation_id
      where q.number like ${prefix} and l.deleted_at is null`.execute(db)
  ).rows;

  let present = 0;
  let lost = 0;
  let doubled = 0;
  let halfWritten = 0;
  let ahead = 0;
  let committedUnanswered = 0;

  // Same name twice: a create or an import row applied twice.
  const byName = new Map<string, TagRow[]>();
  for (const row of tagRows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  const byNumber = new Map<string, DocumentRow[]>();
  for (const row of documentRows) byNumber.set(row.number, [...(byNumber.get(row.number) ?? []), row]);
  for (const [name, rows] of [...byName, ...byNumber]) {
    if (rows.length > 1) {
      doubled += rows.length - 1;
      note(`${name} is there ${rows.length} times`);
    }
  }

  const tagsById = new Map(tagRows.map((row) => [Number(row.id), row]));
  for (const acked of ledger.tags.values()) {
    const row = tagsById.get(acked.id);
    const version = row ? Number(row.version) : 0;
    if (!row || row.name !== acked.name || version < acked.version || version > acked.version + 1) {
      lost += 1;
      note(`tag ${acked.name} acknowledged at v${acked.version}, found ${row ? `v${version}` : 'nothing'}`);
    } else if (version === acked.version && row.description !== acked.description) {
      lost += 1;
      note(`tag ${acked.name} v${version}: "${row.description}", acknowledged "${acked.description}"`);
    } else {
      present += 1;
      if (version > acked.version) ahead += 1;
    }
  }
  const ackedTagNames = new Set([...ledger.tags.values()].map((t) => t.name));
  const isCreatedTag = (name: string) => /-t\d+-\d+$/.test(name);
  committedUnanswered += tagRows.filter(
    (row) => isCreatedTag(row.name) && !ackedTagNames.has(row.name),
  ).length;

  const linesOf = new Map<number, string[]>();
  for (const line of lineRows)
    linesOf.set(Number(line.quotation_id), [
      ...(linesOf.get(Number(line.quotation_id)) ?? []),
      line.description ?? '',
    ]);
  // Every document there, acknowledged or not, must hold exactly the lines of its last save.
  for (const row of documentRows) {
    const [marker, count] = (row.notes ?? '').split(' lines:');
    const lines = linesOf.get(Number(row.id)) ?? [];
    const expected = Array.from({ length: Number(count) }, (_, i) => `${marker} #${i + 1}`);
    const unique = new Set(lines);
    if (unique.size < lines.length) {
      doubled += lines.length - unique.size;
      note(`${row.number}: a line is there twice`);
    }
    if (lines.length !== expected.length || expected.some((line) => !unique.has(line))) {
      halfWritten += 1;
      note(
        `${row.number} (${row.notes}) has ${lines.length} live lines: ${[...unique].slice(0, 4).join(', ')}`,
      );
    }
  }
  const documentsById = new Map(documentRows.map((row) => [Number(row.id), row]));
  for (const acked of ledger.documents.values()) {
    const row = documentsById.get(acked.id);
    const version = row ? Number(row.version) : 0;
    if (!row || row.number !== acked.number || version < acked.version || version > acked.version + 1) {
      lost += 1;
      note(
        `document ${acked.number} acknowledged at v${acked.version}, found ${row ? `v${version}` : 'nothing'}`,
      );
    } else if (version === acked.version && row.notes !== acked.notes) {
      lost += 1;
      note(`document ${acked.number} v${version}: "${row.notes}", acknowledged "${acked.notes}"`);
    } else {
      present += 1;
      if (version > acked.version) ahead += 1;
    }
  }
  const ackedNumbers = new Set([...ledger.documents.values()].map((d) => d.number));
  committedUnanswered += documentRows.filter((row) => !ackedNumbers.has(row.number)).length;

  // An import batch is one transaction: all its rows or none, acknowledged ones all.
  const batchCounts = new Map<string, number>();
  for (const row of tagRows) {
    const batch = /^(.*-i\d+-\d+)-r\d+$/.exec(row.name)?.[1];
    if (batch) batchCounts.set(batch, (batchCounts.get(batch) ?? 0) + 1);
  }
  for (const [batch, rows] of ledger.importsSent) {
    const found = batchCounts.get(batch) ?? 0;
    const acknowledged = ledger.imports.has(batch);
    if (found > 0 && found < rows) {
      halfWritten += 1;
      note(`import ${batch}: ${found} of ${rows} rows`);
    }
    if (acknowledged && found === rows) present += 1;
    else if (acknowledged) {
      lost += 1;
      note(`import ${batch} acknowledged, ${found} of ${rows} rows there`);
    } else if (found === rows) committedUnanswered += 1;
  }

  return {
    acknowledgedWrites: ledger.totalAcknowledged(),
    acknowledgedRecords: ledger.tags.size + ledger.documents.size + ledger.imports.size,
    present,
    lost,
    doubled,
    halfWritten,
    aheadOfAcknowledged: ahead,
    committedUnanswered,
    samples,
  };
}

/**
 * Checks the ledger against the database after the server has stopped: PGlite has one owner, so
 * the server must let go of the data folder before it is opened here.
 */
export async function checkLedgerAfterStop(
  stop: () => Promise<unknown>,
  database: { databaseUrl: string | undefined; dataDir: string },
  ledger: WriteLedger,
): Promise<LedgerCheck> {
  await stop();
  const opened = await openDatabase(database);
  try {
    return await checkLedger(opened.db, ledger);
  } finally {
    await opened.close();
  }
}
