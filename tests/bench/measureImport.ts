import { adminToken } from './adminToken';
import { startE2eServer } from '../e2e/support/startE2eServer';

export const IMPORT_TARGET_MS = 10_000;
/** A year of holidays is a small file: it should feel instant, well under a second. */
export const HOLIDAY_IMPORT_TARGET_MS = 1_000;

export interface ImportResult {
  rows: number;
  dryRunMs: number;
  commitMs: number;
  created: number;
  targetMs: number;
  /** A year of holidays (sc.calendarEvent): a unique (region, date) group, a region named by code, a rule per row. */
  holidays: { rows: number; dryRunMs: number; commitMs: number; created: number; targetMs: number };
}

/**
 * Issue 3: a CSV of `rows` products (unique codes, a reference to a tax
 * category, decimals) through POST /api/cm/product/import, dry run then
 * commit, timed from the client like a user's upload. Then a year of holidays
 * for a new region through /api/sc/calendar-event/import: row by row, that
 * took seconds (and hung PGlite's planner, see togetherHolders).
 */
export async function measureImport(rows = 10_000): Promise<ImportResult> {
  const server = await startE2eServer();
  try {
    const base = server.baseUrl;
    const token = await adminToken(base);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'accept-language': 'en' };
    const taxes = (await (await fetch(`${base}/api/cm/tax-category/all`, { headers })).json()) as {
      data: Array<{ id: number }>;
    };
    const tax = taxes.data[0]?.id ?? '';
    const lines = ['code,name,unit,unit_price,tax_category_id'];
    for (let i = 1; i <= rows; i++)
      lines.push(`BENCH-${i},Benchmark product ${i},pcs,${(i % 997) + 0.99},${tax}`);
    const csv = lines.join('\n');

    const upload = async (mode: string, api = '/api/cm/product', body = csv) => {
      const started = performance.now();
      const response = await fetch(`${base}${api}/import?mode=${mode}`, {
        method: 'POST',
        headers,
        body,
      });
      const report = (await response.json()) as { create?: number; errors?: unknown[]; committed?: boolean };
      if (response.status !== 200 || (report.errors?.length ?? 0) > 0) {
        throw new Error(`${mode} answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`);
      }
      return { ms: Math.round(performance.now() - started), report };
    };
    const dry = await upload('dry-run');
    const commit = await upload('commit');

    const region = await fetch(`${base}/api/sc/calendar-region`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Benchmark region', code: 'BENCH', time_zone: 'Asia/Taipei' }),
    });
    if (region.status !== 201) throw new Error(`region answered ${region.status}`);
    const days = ['region,date,name,kind'];
    for (let day = 0; day < 365; day++) {
      const date = new Date(Date.UTC(2031, 0, 1 + day)).toISOString().slice(0, 10);
      days.push(`BENCH,${date},Day ${day + 1},${day % 7 < 2 ? 'holiday' : 'workday'}`);
    }
    const year = days.join('\n');
    const holidayDry = await upload('dry-run', '/api/sc/calendar-event', year);
    const holidayCommit = await upload('commit', '/api/sc/calendar-event', year);
    return {
      rows,
      dryRunMs: dry.ms,
      commitMs: commit.ms,
      created: commit.report.create ?? 0,
      targetMs: IMPORT_TARGET_MS,
      holidays: {
        rows: 365,
        dryRunMs: holidayDry.ms,
        commitMs: holidayCommit.ms,
        created: holidayCommit.report.create ?? 0,
        targetMs: HOLIDAY_IMPORT_TARGET_MS,
      },
    };
  } finally {
    await server.close();
  }
}
