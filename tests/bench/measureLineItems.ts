import { bearer, startTestServer } from '../support/startTestServer';
import { percentile } from './percentile';

export interface LineItemsResult {
  database: 'pglite' | 'postgres';
  lines: number;
  runs: number;
  /** POST of a new quotation with all its lines: validated, derived, written, answered with the lines. */
  createMs: number;
  /** PUT of the whole document: every line sent back (one edited, the order reversed). Median and worst. */
  saveP50Ms: number;
  saveMaxMs: number;
  /** GET of the document with its lines. Median. */
  readP50Ms: number;
  /** Request body of one save, in kB. */
  bodyKb: number;
  targetMs: number;
}

const EDITED = ['product_id', 'description', 'quantity', 'unit_price', 'discount', 'tax_category_id'];

/** A save round trip of a 500-line document should stay under a second, like any form save. */
export const LINE_ITEMS_TARGET_MS = 1_000;

/**
 * Issue 11: a quotation with `lines` items (default 500) saved through the generic document
 * API (server/resources/lines), in-process through fastify's inject (the whole HTTP stack
 * but the socket): one create, then `runs` saves of the whole document, each sending every
 * line with the previous answer's version, and reads. Checks the derived total each time.
 *
 * @example await measureLineItems({ database: 'pglite' })
 */
export async function measureLineItems(options: {
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  lines?: number;
  runs?: number;
}): Promise<LineItemsResult> {
  const count = options.lines ?? 500;
  const runs = options.runs ?? 7;
  const t = await startTestServer({
    name: options.database,
    create: async () => ({ databaseUrl: options.databaseUrl, drop: async () => undefined }),
  });
  try {
    const admin = await t.signIn('admin');
    const headers = { ...bearer(admin.token), 'accept-language': 'en' };
    const get = async (url: string) => (await t.request({ method: 'GET', url, headers })).json();
    const organization = (await get('/api/cm/organization?per_page=1')).data[0].id as number;
    const tax = ((await get('/api/cm/tax-category/all')).data as Array<{ id: number; rate: number }>).find(
      (x) => x.rate === 5,
    )!.id;
    const product = (await get('/api/cm/product?per_page=1')).data[0].id as number;
    const lines = Array.from({ length: count }, (_, i) => ({
      product_id: product,
      description: `Benchmark line ${i + 1}`,
      quantity: (i % 9) + 1,
      unit_price: 0.1 + (i % 100),
      discount: i % 3 === 0 ? 5 : 0,
      tax_category_id: tax,
    }));
    const timed = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) => {
      const started = performance.now();
      const response = await t.request({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
      const ms = performance.now() - started;
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return { ms, data: response.json().data as Record<string, unknown> & { lines: Array<{ id: number }> } };
    };
    const created = await timed('POST', '/api/cm/quotation', {
      number: `BENCH-${Date.now()}`,
      organization_id: organization,
      quote_date: '2026-11-25',
      lines,
    });
    if (created.data.lines.length !== count) throw new Error(`created ${created.data.lines.length} lines`);
    let current = created.data;
    const saves: number[] = [];
    let bodyKb = 0;
    for (let run = 0; run < runs; run++) {
      // As the web form sends it: every line with every edited cell, here in reverse order and one changed.
      const sent = [...current.lines].reverse().map((line, i) => ({
        ...Object.fromEntries(EDITED.map((name) => [name, (line as Record<string, unknown>)[name]])),
        id: line.id,
        ...(i === 0 ? { quantity: run + 2 } : {}),
      }));
      const body = { version: current.version, lines: sent };
      bodyKb = Math.round(JSON.stringify(body).length / 100) / 10;
      const saved = await timed('PUT', `/api/cm/quotation/${String(current.id)}`, body);
      if (saved.data.lines.length !== count || typeof saved.data.total !== 'number')
        throw new Error('a save lost lines or its total');
      saves.push(saved.ms);
      current = saved.data;
    }
    const reads: number[] = [];
    for (let run = 0; run < runs; run++)
      reads.push((await timed('GET', `/api/cm/quotation/${String(current.id)}`)).ms);
    return {
      database: options.database,
      lines: count,
      runs,
      createMs: Math.round(created.ms),
      saveP50Ms: Math.round(percentile(saves, 50)),
      saveMaxMs: Math.round(Math.max(...saves)),
      readP50Ms: Math.round(percentile(reads, 50)),
      bodyKb,
      targetMs: LINE_ITEMS_TARGET_MS,
    };
  } finally {
    await t.close();
  }
}
