import { startE2eServer } from '../e2e/support/startE2eServer';

export const IMPORT_TARGET_MS = 10_000;

export interface ImportResult {
  rows: number;
  dryRunMs: number;
  commitMs: number;
  created: number;
  targetMs: number;
}

/**
 * Issue 3: a CSV of `rows` products (unique codes, a reference to a tax
 * category, decimals) through POST /api/cm/product/import, dry run then
 * commit, timed from the client like a user's upload.
 */
export async function measureImport(rows = 10_000): Promise<ImportResult> {
  const server = await startE2eServer();
  try {
    const base = server.baseUrl;
    const signIn = await fetch(`${base}/api/sc/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'demo1234' }),
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'accept-language': 'en' };
    const taxes = (await (await fetch(`${base}/api/cm/tax-category/all`, { headers })).json()) as {
      data: Array<{ id: number }>;
    };
    const tax = taxes.data[0]?.id ?? '';
    const lines = ['code,name,unit,unit_price,tax_category_id'];
    for (let i = 1; i <= rows; i++)
      lines.push(`BENCH-${i},Benchmark product ${i},pcs,${(i % 997) + 0.99},${tax}`);
    const csv = lines.join('\n');

    const upload = async (mode: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/cm/product/import?mode=${mode}`, {
        method: 'POST',
        headers,
        body: csv,
      });
      const report = (await response.json()) as { create?: number; errors?: unknown[]; committed?: boolean };
      if (response.status !== 200 || (report.errors?.length ?? 0) > 0) {
        throw new Error(`${mode} answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`);
      }
      return { ms: Math.round(performance.now() - started), report };
    };
    const dry = await upload('dry-run');
    const commit = await upload('commit');
    return {
      rows,
      dryRunMs: dry.ms,
      commitMs: commit.ms,
      created: commit.report.create ?? 0,
      targetMs: IMPORT_TARGET_MS,
    };
  } finally {
    await server.close();
  }
}
