import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/launchBrowser';
import { signIn } from '../e2e/support/signIn';
import { startE2eServer } from '../e2e/support/startE2eServer';
import { scriptBytes } from './measureSignInBundle';
import { percentile } from './percentile';

export const LEAD_TABLE_JS_TARGET_KB = 450;
export const LEAD_TABLE_FIRST_ROWS_TARGET_MS = 400;

export interface LeadTableRouteResult {
  /** Gzip kB of every script a signed-in user's fresh load of /cm/use/lead/table runs until the network is idle. */
  gzipKb: number;
  files: number;
  /** Each script with its gzip size, largest first: where the bytes go. */
  fileSizes: Array<{ path: string; gzipBytes: number }>;
  /** From clicking "Table" on the lead board to the first row visible, each run, in ms. */
  clickToRowsMs: number[];
  medianMs: number;
  targetKb: number;
  targetMs: number;
}

async function firstRowVisible(page: Page): Promise<void> {
  await page.getByRole('gridcell').first().waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * Issue 3's lead table benchmarks in Chromium, on the built app and the real
 * server with the demo data: the JavaScript the route needs (a fresh load of
 * the route, signed in), and the time from clicking the route's link on the
 * lead board to its first rows. Expects dist/ to be built (production).
 */
export async function measureLeadTableRoute(runs = 5): Promise<LeadTableRouteResult> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  const { page } = browser;
  try {
    await signIn(page, server.baseUrl, 'admin');

    const scripts = new Map<string, Promise<Buffer | undefined>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
      if (url.origin === server.baseUrl && isScript && response.ok() && !scripts.has(url.pathname))
        scripts.set(
          url.pathname,
          response.body().catch(() => undefined),
        );
    });
    // A fresh page load of the route (the session comes back from session storage).
    await page.goto(`${server.baseUrl}/cm/use/lead/table`, { waitUntil: 'networkidle' });
    await firstRowVisible(page);
    const fileSizes: LeadTableRouteResult['fileSizes'] = [];
    for (const [pathname, body] of scripts)
      fileSizes.push({ path: pathname, gzipBytes: gzipSync(scriptBytes(pathname, await body)).length });
    fileSizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = fileSizes.reduce((sum, file) => sum + file.gzipBytes, 0);

    const clickToRowsMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`${server.baseUrl}/cm/use/lead`, { waitUntil: 'networkidle' });
      const link = page.getByRole('link', { name: 'Table' });
      await link.waitFor();
      const started = Date.now();
      await link.click();
      await firstRowVisible(page);
      clickToRowsMs.push(Date.now() - started);
    }
    return {
      gzipKb: Math.round(gzipBytes / 100) / 10,
      files: scripts.size,
      fileSizes,
      clickToRowsMs,
      medianMs: percentile(clickToRowsMs, 50),
      targetKb: LEAD_TABLE_JS_TARGET_KB,
      targetMs: LEAD_TABLE_FIRST_ROWS_TARGET_MS,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
