import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildTestPdf } from './support/buildTestPdf';
import { chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';
import { apiSignIn } from './support/apiSignIn';

/** Files `bytes` as a new document in a new folder, as the administrator; answers its id. */
async function uploadDocument(baseUrl: string, name: string, bytes: Buffer): Promise<number> {
  const { token } = await apiSignIn(baseUrl, 'admin');
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  const folder = await fetch(`${baseUrl}/api/dm/folder`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'PDF viewer test' }),
  });
  expect(folder.status).toBe(201);
  const folderId = ((await folder.json()) as { data: { id: number } }).data.id;
  const upload = await fetch(`${baseUrl}/api/dm/document/upload?folder_id=${folderId}`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    },
    body: new Uint8Array(bytes),
  });
  expect(upload.status).toBe(201);
  return ((await upload.json()) as { data: { id: number } }).data.id;
}

/** The drawn size of a page of the viewer. */
async function pageBox(page: Page, number: number): Promise<{ width: number; height: number }> {
  const box = await page.getByRole('region', { name: `Page ${number}`, exact: true }).boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
}

// Three A4 pages; the Chinese phrase (in a non-embedded font, found through pdf.js's CMaps) on page 2.
const PDF = buildTestPdf([
  [{ text: 'Atrium annual report' }, { text: 'Page one' }],
  [{ text: 'Budget' }, { text: '本公司年度預算報告如下', cjk: true }],
  [{ text: 'Page three' }],
]);
const NAME = '年度預算報告.pdf';
/** pdf.js's 100 %: 96 CSS pixels per inch, 72 PDF points per inch. */
const CSS_UNITS = 96 / 72;
/** How long a poll waits for the viewer to catch up (drawing is slower on a busy machine). */
const POLL = { timeout: 15_000 };

describe('the PDF viewer (/dm/pdf)', () => {
  const env = useServerAndBrowsers();

  it('shows, searches (Chinese too), zooms, turns, prints and downloads a stored PDF', async () => {
    const id = await uploadDocument(env.server.baseUrl, NAME, PDF);
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'admin');
    await page.goto(`${env.server.baseUrl}/dm/pdf?document=${id}`);

    // The first page is drawn; the title is the file's name; the page count is known.
    await page.getByRole('region', { name: 'Page 1', exact: true }).locator('canvas').waitFor();
    expect(await visibleText(page.getByRole('heading', { level: 1 }))).toBe(NAME);
    const pageNumber = page.getByLabel('Page number, out of 3');
    expect(await pageNumber.inputValue()).toBe('1');
    expect(await page.getByRole('navigation', { name: 'Page thumbnails' }).getByRole('button').count()).toBe(
      3,
    );

    // The phrase is found across the pages, once, and marked on page 2, which is scrolled to.
    const search = page.getByRole('searchbox', { name: 'Search in the document' });
    await search.fill('年度預算報告');
    await search.press('Enter');
    expect(await visibleText(page.getByRole('search').getByRole('status').filter({ hasText: 'of' }))).toBe(
      '1 of 1',
    );
    const mark = page
      .getByRole('region', { name: 'Page 2', exact: true })
      .locator('mark.pdf-viewer__hit--selected');
    expect(await visibleText(mark)).toBe('年度預算報告');
    await expect.poll(() => pageNumber.inputValue(), POLL).toBe('2');
    // Latin text too, ignoring case; a word on no page is said to be missing.
    await search.fill('PAGE');
    await search.press('Enter');
    expect(await visibleText(page.getByRole('search').getByRole('status').filter({ hasText: 'of' }))).toBe(
      '1 of 2',
    );
    await search.fill('nowhere');
    await search.press('Enter');
    expect(
      await visibleText(page.getByRole('search').getByRole('status').filter({ hasText: 'No matches' })),
    ).toBe('No matches');

    // The keyboard moves between pages once the focus is out of the search box.
    await page.getByRole('region', { name: 'Page 1', exact: true }).click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('End');
    await expect.poll(() => pageNumber.inputValue(), POLL).toBe('3');
    await page.keyboard.press('Home');
    await expect.poll(() => pageNumber.inputValue(), POLL).toBe('1');

    // 200 %: the page is twice its paper size in CSS pixels, wider than fitted to the window.
    const fitted = await pageBox(page, 1);
    await chooseAntdOption(page.getByLabel('Zoom', { exact: true }), '200%');
    const zoomed = Math.round(595 * 2 * CSS_UNITS);
    await expect.poll(async () => (await pageBox(page, 1)).width, POLL).toBe(zoomed);
    expect(zoomed).toBeGreaterThan(fitted.width);
    await page.getByRole('region', { name: 'Page 1', exact: true }).locator('canvas').waitFor();

    // A quarter turn: the page lies on its side.
    await page.getByRole('button', { name: 'Rotate clockwise' }).click();
    await expect
      .poll(() => pageBox(page, 1), POLL)
      .toEqual({ width: Math.round(842 * 2 * CSS_UNITS), height: zoomed });

    // Print draws every page to an image for the print-only container, then opens the dialog
    // (recorded here: a headless browser cannot show one).
    await page.evaluate(() => {
      const recorder = window as unknown as { printed: number };
      recorder.printed = 0;
      window.print = () => {
        recorder.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), POLL)
      .toBe(1);
    const widths = await page
      .getByTestId('pdf-print')
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    // One image a page, at 150 dpi.
    expect(widths).toEqual([1239, 1239, 1239]);

    // Download saves the stored bytes under the file's name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(NAME);
    expect((await readFile((await download.path()) ?? '')).equals(PDF)).toBe(true);
  });

  it('says plainly that a file does not exist', async () => {
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'admin');
    await page.goto(`${env.server.baseUrl}/dm/pdf?document=999999`);
    expect(await visibleText(page.getByRole('alert'))).toBe('This file does not exist.');
  });
});
