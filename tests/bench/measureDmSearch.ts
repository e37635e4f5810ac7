import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/DatabaseSchema';
import { type TextToken, textTokens, tsvectorLiteral } from '../../server/resources/textSearch/textTokens';
import { bearer, startTestServer, type TestServer } from '../support/startTestServer';
import {
  createPostgresDatabase,
  type TestDatabaseTarget,
  testDatabaseTargets,
} from '../support/testDatabases';
import type { BenchRow } from './BenchRow';
import { percentile } from './percentile';

export interface DmSearchTiming {
  query: string;
  who: 'admin' | 'staff';
  hits: number;
  p50Ms: number;
  p99Ms: number;
}

export interface DmSearchResult {
  database: string;
  files: number;
  /** Characters of extracted text per file, on average. */
  charsPerFile: number;
  loadSeconds: number;
  timings: DmSearchTiming[];
}

const RUNS = 40;
const BATCH = 500;
/** Planted in one file in 5,000 (one in a quarter of fewer files): a phrase someone looks for. */
const RARE = '年度採購合約書';
const RARE_EN = 'framework agreement renewal';

/** Sentences a file's text is made of, Chinese and English, about 30 characters each. */
function sentencePool(): string[] {
  const subjects = ['本公司', '業務處', '人力資源部', '財務部', '資訊室', '總務處', '採購組', '法務室'];
  const verbs = ['應於月底前完成', '請各單位配合辦理', '依規定核實支給', '經簽核後公告實施', '另案審議'];
  const objects = [
    '差旅費報支',
    '員工訓練計畫',
    '設備維護合約',
    '年度預算編列',
    '資訊安全稽核',
    '會議紀錄歸檔',
  ];
  const english = [
    'quarterly revenue review for the northern region',
    'safety training schedule and attendance records',
    'invoice reconciliation with the accounts payable team',
    'laptop replacement policy and asset tags',
    'customer visit report and follow-up actions',
    'budget forecast for the next fiscal year',
  ];
  const pool: string[] = [];
  for (const s of subjects) for (const v of verbs) for (const o of objects) pool.push(`${s}${o}${v}。`);
  for (const e of english) for (const s of subjects.slice(0, 4)) pool.push(`${e} ${s}`);
  return pool;
}

/** Concatenates pre-cut sentences, renumbering positions (cutting each file anew would dominate the load). */
function joinTokens(parts: ReadonlyArray<readonly TextToken[]>): TextToken[] {
  const out: TextToken[] = [];
  let offset = 0;
  for (const part of parts) {
    const last = part.at(-1)?.position ?? 0;
    for (const t of part) out.push({ word: t.word, position: t.position + offset });
    offset += last;
  }
  return out;
}

/**
 * Writes `files` documents into the demo's policies folder (every employee reads it), each with
 * ~`sentences` sentences of extracted text in the search index, as the extraction job leaves it.
 */
async function writeFiles(db: Kysely<Database>, files: number, sentences: number): Promise<number> {
  const folder = (await sql<{ id: number }>`select id from dm_folders where name = '規章制度'`.execute(db))
    .rows[0]!.id;
  const pool = sentencePool().map((s) => ({ text: s, tokens: textTokens(s) }));
  const rare = textTokens(RARE);
  const rareEn = textTokens(RARE_EN);
  const every = Math.min(5000, Math.floor(files / 4));
  let chars = 0;
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let start = 1; start <= files; start += BATCH) {
    const n = Math.min(BATCH, files - start + 1);
    const { rows } = await sql<{
      id: number;
    }>`insert into dm_documents (name, folder_id, mime, size, version_no)
      select 'Bench file ' || i || '.pdf', ${folder}, 'application/pdf', 1000, 1
      from generate_series(${start}::int, ${start + n - 1}::int) as i order by i returning id`.execute(db);
    const values = rows.map((row, k) => {
      const i = start + k;
      // The generator's high bits: its low bits repeat with a short period.
      const parts = Array.from(
        { length: sentences },
        () => pool[Math.floor((next() / 2147483648) * pool.length)]!,
      );
      chars += parts.reduce((sum, p) => sum + p.text.length, 0);
      const tokens = joinTokens([
        ...parts.map((p) => p.tokens),
        ...(i % every === 0 ? [rare] : []),
        ...(i % every === Math.floor(every / 2) ? [rareEn] : []),
      ]);
      return sql`('dm.document', ${row.id}, 'content', 0, ${tsvectorLiteral(tokens)}::tsvector),
        ('dm.document', ${row.id}, 'fields', 0, ${tsvectorLiteral(textTokens(`Bench file ${i}.pdf`))}::tsvector)`;
    });
    await sql`insert into text_index (entity, record_id, source, chunk, tokens) values ${sql.join(values)}`.execute(
      db,
    );
  }
  await sql`vacuum analyze dm_documents`.execute(db);
  await sql`vacuum analyze text_index`.execute(db);
  return Math.round(chars / files);
}

async function timeSearch(
  t: TestServer,
  token: string,
  query: string,
): Promise<{ hits: number; runs: number[] }> {
  const runs: number[] = [];
  let hits = 0;
  for (let run = 0; run <= RUNS; run++) {
    const t0 = performance.now();
    const res = await t.request({
      method: 'GET',
      url: `/api/dm/document?search=${encodeURIComponent(query)}&perPage=50`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200)
      throw new Error(`search ${query}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    hits = (res.json() as { meta: { total: number } }).meta.total;
    if (run > 0) runs.push(Math.round(ms * 10) / 10);
  }
  if (hits === 0) throw new Error(`search ${query} found nothing`);
  return { hits, runs };
}

/**
 * The file list's search (`GET /api/dm/document?search=`, page of 50 with its capped count) over
 * `files` files' text, for a rare Chinese phrase, a common Chinese word, a rare English phrase
 * and a typed prefix, as the administrator (no access check) and as a staff member (every
 * file through the folder's access list).
 */
export async function measureDmSearch(
  files: number,
  target: TestDatabaseTarget = testDatabaseTargets()[0]!,
): Promise<DmSearchResult> {
  const t = await startTestServer(target);
  try {
    const t0 = performance.now();
    const charsPerFile = await writeFiles(t.server.ctx.db, files, 40);
    const loadSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const timings: DmSearchTiming[] = [];
    for (const who of ['admin', 'staff'] as const) {
      const { token } = await t.signIn(who);
      for (const query of [RARE, '年度預算', RARE_EN, 'reconcil']) {
        const { hits, runs } = await timeSearch(t, token, query);
        timings.push({ query, who, hits, p50Ms: percentile(runs, 50), p99Ms: percentile(runs, 99) });
      }
    }
    return { database: target.name, files, charsPerFile, loadSeconds, timings };
  } finally {
    await t.close();
  }
}

/**
 * The search rows of `npm run bench`: PGlite at BENCH_DM_PGLITE_FILES (20,000) and PostgreSQL at
 * BENCH_DM_FILES (100,000) when `postgresAdminUrl` is set.
 */
export async function runDmSearchBench(postgresAdminUrl: string | undefined): Promise<{
  rows: BenchRow[];
  results: DmSearchResult[];
  errors: Record<string, string>;
}> {
  const rows: BenchRow[] = [];
  const errors: Record<string, string> = {};
  const results: DmSearchResult[] = [];
  const targets: Array<{ target: TestDatabaseTarget; files: number }> = [
    { target: testDatabaseTargets()[0]!, files: Number(process.env.BENCH_DM_PGLITE_FILES) || 20_000 },
  ];
  if (postgresAdminUrl)
    targets.push({
      target: { name: 'postgres', create: () => createPostgresDatabase(postgresAdminUrl, 'atrium_bench') },
      files: Number(process.env.BENCH_DM_FILES) || 100_000,
    });
  for (const { target, files } of targets) {
    console.log(`== Document search over ${files.toLocaleString('en')} files' text, ${target.name} ==`);
    try {
      const r = await measureDmSearch(files, target);
      results.push(r);
      console.log(`  files written in ${r.loadSeconds} s (${r.charsPerFile} characters of text each)`);
      for (const s of r.timings)
        rows.push({
          measurement: `Document search "${s.query}" as ${s.who} (${s.hits.toLocaleString('en')} hits), ${files.toLocaleString('en')} files, ${r.database}`,
          result: `p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms`,
          target: '-',
          status: 'ok',
        });
    } catch (error) {
      errors[`dmSearch.${target.name}`] = error instanceof Error ? error.message : String(error);
      rows.push({
        measurement: `Document search, ${target.name}`,
        result: errors[`dmSearch.${target.name}`]!.split('\n')[0]!,
        target: '',
        status: 'FAILED',
      });
    }
  }
  return { rows, results, errors };
}
