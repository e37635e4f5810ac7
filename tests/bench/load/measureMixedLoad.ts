import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../e2e/support/findFreePort';
import { checkLedgerAfterStop, type LedgerCheck } from '../durability/checkLedger';
import { type ReadBack, readBackOverHttp } from '../durability/readBackOverHttp';
import { makeStandInWebDir, type ServerOn, startServerOn } from '../durability/startServerOn';
import { type WRITE_KINDS, WriteLedger } from '../durability/WriteLedger';
import { lookUpDocumentRefs, signIn, type WriteTarget, WriteWorker } from '../durability/WriteWorker';
import { percentile } from '../percentile';

const READ_KINDS = ['list', 'record', 'pickList'] as const;
type RequestKind = (typeof READ_KINDS)[number] | (typeof WRITE_KINDS)[number];

export interface KindStats {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export interface MixedLoadResult {
  database: 'pglite' | 'postgres';
  clients: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Requests answered other than 2xx or not answered at all. */
  errors: number;
  errorSamples: string[];
  byKind: Partial<Record<RequestKind, KindStats>>;
  /** Every acknowledged tag and document read back through the API after the run. */
  readBack: ReadBack;
  /** The database read directly after the run: lost, doubled, half-written. */
  check: LedgerCheck;
}

/**
 * Issue 14, load: `clients` concurrent HTTP clients for `seconds` against the server in its
 * own process, each sending requests back to back: reads (a page of leads, quotations or
 * organisations; one lead or organisation; a pick list) and, `writeShare` of the time,
 * writes (WriteWorker: tags, quotations with lines, imports). Reports errors (any non-2xx
 * or unanswered request), p50/p99 per kind and req/s; then reads back every acknowledged
 * write, through the API and in the database, for lost, doubled or half-written ones.
 */
export async function measureMixedLoad(options: {
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  clients?: number;
  seconds?: number;
  writeShare?: number;
}): Promise<MixedLoadResult> {
  const clients = options.clients ?? 200;
  const seconds = options.seconds ?? 60;
  const writeShare = options.writeShare ?? 0.3;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-load-'));
  const webDir = await makeStandInWebDir();
  let server: ServerOn | undefined;
  try {
    server = await startServerOn({
      dataDir,
      databaseUrl: options.databaseUrl,
      port: await findFreePort(),
      webDir,
    });
    const baseUrl = server.baseUrl;
    const token = await signIn(baseUrl);
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const idsOf = async (url: string) => {
      const response = await fetch(`${baseUrl}${url}`, { headers });
      return ((await response.json()) as { data: Array<{ id: number }> }).data.map((row) => row.id);
    };
    const leadIds = await idsOf('/api/cm/lead?per_page=100');
    const organizationIds = await idsOf('/api/cm/organization?per_page=100');
    const lists = [
      '/api/cm/lead?page=1&per_page=20',
      '/api/cm/lead?page=1&per_page=20&sort=-expected_amount',
      '/api/cm/quotation?page=1&per_page=20',
      '/api/cm/organization?page=1&per_page=20',
    ];
    const records = [
      ...leadIds.map((id) => `/api/cm/lead/${id}`),
      ...organizationIds.map((id) => `/api/cm/organization/${id}`),
    ];
    const pickLists = ['/api/cm/organization/all', '/api/cm/tax-category/all', '/api/cm/lead-source/all'];
    const readUrls: Record<(typeof READ_KINDS)[number], string[]> = {
      list: lists,
      record: records,
      pickList: pickLists,
    };

    const target: WriteTarget = {
      baseUrl,
      token,
      refs: await lookUpDocumentRefs(baseUrl, token),
      importRows: 5,
    };
    const ledger = new WriteLedger(`l${randomBytes(3).toString('hex')}`);
    const timings = new Map<RequestKind, number[]>();
    const errorsByKind = new Map<RequestKind, number>();
    const errorSamples: string[] = [];
    const record = (kind: RequestKind, ms: number, problem?: string) => {
      const list = timings.get(kind) ?? [];
      list.push(ms);
      timings.set(kind, list);
      if (problem === undefined) return;
      errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1);
      if (errorSamples.length < 10) errorSamples.push(`${kind}: ${problem}`);
    };
    const read = async (kind: (typeof READ_KINDS)[number]) => {
      const urls = readUrls[kind];
      const url = urls[Math.floor(Math.random() * urls.length)]!;
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${url}`, { headers });
        await response.arrayBuffer();
        record(
          kind,
          performance.now() - started,
          response.status === 200 ? undefined : `${url} ${response.status}`,
        );
      } catch (error) {
        record(kind, performance.now() - started, `${url} ${error instanceof Error ? error.message : error}`);
      }
    };

    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        const writer = new WriteWorker(target, ledger, index);
        while (performance.now() < deadline) {
          if (Math.random() < writeShare) {
            const result = await writer.write();
            record(result.kind, result.ms, result.ok ? undefined : result.answered ? 'refused' : 'no answer');
          } else {
            await read(READ_KINDS[Math.floor(Math.random() * READ_KINDS.length)]!);
          }
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    errorSamples.push(...ledger.refusalSamples.slice(0, 10 - errorSamples.length));

    const readBack = await readBackOverHttp(baseUrl, token, ledger);
    const stopped = server;
    server = undefined;
    const check = await checkLedgerAfterStop(
      () => stopped.stop(),
      { databaseUrl: options.databaseUrl, dataDir },
      ledger,
    );

    const byKind: Partial<Record<RequestKind, KindStats>> = {};
    let requests = 0;
    let errors = 0;
    for (const [kind, values] of timings) {
      const kindErrors = errorsByKind.get(kind) ?? 0;
      requests += values.length;
      errors += kindErrors;
      byKind[kind] = {
        requests: values.length,
        errors: kindErrors,
        p50Ms: Math.round(percentile(values, 50)),
        p99Ms: Math.round(percentile(values, 99)),
      };
    }
    return {
      database: options.database,
      clients,
      seconds,
      requests,
      requestsPerSecond: Math.round(requests / elapsedS),
      errors,
      errorSamples,
      byKind,
      readBack,
      check,
    };
  } finally {
    if (server) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDir, { recursive: true, force: true });
  }
}
