import { loadUntil } from './loadUntil';
import { adminToken } from './adminToken';
import { demoPdf } from '../../server/seed/demo/demoPdf';
import { launchBrowser } from '../e2e/support/launchBrowser';
import { signIn } from '../e2e/support/signIn';
import { startE2eServer } from '../e2e/support/startE2eServer';
import { percentile } from './percentile';

export interface PdfFirstPageResult {
  pages: number;
  sizeKb: number;
  /** Navigation start to page 1 drawn on its canvas, each run, in ms. */
  runsMs: number[];
  medianMs: number;
}

/** A long report: `pages` pages of 45 lines of text each. */
function longPdf(pages: number): Buffer {
  return demoPdf(
    'Annual report',
    Array.from({ length: pages }, (_, p) =>
      Array.from(
        { length: 45 },
        (_, l) =>
          `${p + 1}.${l + 1} Revenue, costs and headcount by region, quarter and product line (table ${l}).`,
      ),
    ),
  );
}

// Run in the page as source text (loadUntil.ts says why).
const firstPageDrawn = `
  const canvas = document.querySelector('[data-page-number="1"] canvas');
  return !!canvas && canvas.width > 0;`;

/**
 * Issue 17: the time from opening `/dm/pdf?document=` on a `pages`-page PDF until its first page is
 * drawn, in Chromium on the built app and the real server (byte ranges on), median of `runs`
 * fresh loads after one warm-up. Expects dist/ to be built (production).
 */
export async function measurePdfFirstPage(pages = 300, runs = 5): Promise<PdfFirstPageResult> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  const { page } = browser;
  try {
    const base = server.baseUrl;
    const token = await adminToken(base);
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const folders = await fetch(`${base}/api/dm/folder?per_page=1`, { headers: auth });
    const folder = ((await folders.json()) as { data: Array<{ id: number }> }).data[0]!.id;
    const bytes = longPdf(pages);
    const uploaded = await fetch(`${base}/api/dm/document/upload?folder_id=${folder}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/octet-stream', 'x-file-name': 'Annual report.pdf' },
      body: new Blob([new Uint8Array(bytes)]),
    });
    if (uploaded.status !== 201)
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const id = ((await uploaded.json()) as { data: { id: number } }).data.id;
    await signIn(page, base, 'admin');
    const url = `${base}/dm/pdf?document=${id}`;
    await loadUntil(page, url, firstPageDrawn, 120_000);
    const runsMs: number[] = [];
    for (let run = 0; run < runs; run++) runsMs.push(await loadUntil(page, url, firstPageDrawn, 120_000));
    return {
      pages,
      sizeKb: Math.round(bytes.length / 1024),
      runsMs,
      medianMs: percentile(runsMs, 50),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

// `npx tsx tests/bench/measurePdfFirstPage.ts` runs this measurement alone (after `vite build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  measurePdfFirstPage(Number(process.env.BENCH_PDF_PAGES) || 300).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
