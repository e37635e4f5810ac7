import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, visibleText } from './support/waitForText';

/** A PDF header followed by random bytes: file-type reads it as a PDF, and any byte changed shows. */
function pdfOf(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(size)]);
}

// The files kind on a real screen: a lead's attachments uploaded with progress, saved, listed on
// the detail and downloaded back byte for byte; a kind the field does not take refused in words.
describe('lead attachments in the browser', () => {
  const env = useServerAndBrowsers();

  it('uploads a file with progress, saves the lead, and downloads the same bytes', async () => {
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'admin');
    await page.goto(`${env.server.baseUrl}/cm/use/lead/create`);
    await page.getByLabel('Subject', { exact: true }).fill('E2E lead with a contract');
    // The field's limits are shown beside it.
    expect(await visibleText(page.getByText('Up to 20 files, 100 MB each at most.'))).toContain(
      'Kinds: PDF, images',
    );

    // Uploads slowed to 1 MB/s, so the progress bar is seen moving before it completes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const contract = pdfOf(3 * 1024 * 1024);
    const input = page.getByTestId('files-input-attachments');
    await input.setInputFiles({ name: '合約 contract.pdf', mimeType: 'application/pdf', buffer: contract });
    const bar = page.getByRole('progressbar', { name: 'Uploading 合約 contract.pdf' });
    await bar.waitFor();
    expect(Number(await bar.getAttribute('aria-valuemax'))).toBe(100);

    // A second upload is cancelled half way: it leaves no trace in the field.
    await input.setInputFiles({
      name: 'cancelled.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOf(3 * 1024 * 1024),
    });
    await page.getByRole('button', { name: 'Cancel the upload of cancelled.pdf' }).click();
    expect(await isGone(page.getByRole('progressbar', { name: 'Uploading cancelled.pdf' }))).toBe(true);

    // The first one finishes: its bar gives way to the file, which can be removed.
    const remove = page.getByRole('button', { name: 'Remove 合約 contract.pdf' });
    await remove.waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Content, not name, decides: random bytes are none of the kinds a lead takes.
    await input.setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: randomBytes(4096) });
    expect(await visibleText(page.getByRole('alert').filter({ hasText: 'setup.pdf' }))).toContain(
      '"setup.pdf" is not a PDF or an image or an Office document',
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();

    const attachments = page.getByRole('list', { name: 'Attachments' });
    expect(await attachments.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('合約 contract.pdf'),
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/cm\/use\/lead\/view\?id=\d+$/);

    const download = page.getByRole('button', { name: 'Download 合約 contract.pdf' });
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('合約 contract.pdf');
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.length).toBe(contract.length);
    expect(bytes.equals(contract)).toBe(true);
  });
});
