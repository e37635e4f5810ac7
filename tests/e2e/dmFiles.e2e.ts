import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

function pdfOf(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(size)]);
}

interface Row {
  id: number;
  name: string;
}

// Document management's files on the runtime: the folder tree beside its files (access lists
// deciding what each person sees), files dropped into the chosen folder with progress, a file's
// versions on its detail, and its access list edited on the runtime's access screen.
describe('document management files in the browser', () => {
  const env = useServerAndBrowsers();

  it('uploads into a folder, shows the version, and shares the file with one more person', async () => {
    const base = env.server.baseUrl;
    const page = await env.open();
    await signIn(page, base, 'manager');
    await page.goto(`${base}/dm/use/list/file`);
    // With no folder chosen, uploading waits for one.
    const upload = page.getByRole('button', { name: 'Upload files' });
    await upload.waitFor();
    expect(await upload.isDisabled()).toBe(true);
    expect(await visibleText(page.getByText('Choose where they go first (in the tree)'))).not.toBe('');

    await page.locator('.ant-tree-title', { hasText: '業務處' }).first().click();
    await page.waitForURL(/[?&]folder=\d+/);
    await expect.poll(() => upload.isDisabled(), { timeout: 10_000 }).toBe(false);
    await page
      .getByTestId('upload-input-dm.document')
      .setInputFiles({ name: 'Quarterly report.pdf', mimeType: 'application/pdf', buffer: pdfOf(200_000) });
    // The uploaded file shows in the folder's list (what stays, not the passing progress bar).
    await page.locator('.ag-row', { hasText: 'Quarterly report.pdf' }).first().waitFor();
    expect(await page.locator('.ag-row', { hasText: 'Price list Q4.pdf' }).count()).toBeGreaterThan(0);

    const listed = await apiAs<{ data: Row[] }>(base, 'manager', 'GET', '/api/dm/document?search=Quarterly');
    const file = listed.body.data.find((r) => r.name === 'Quarterly report.pdf')!;
    // Someone outside the sales division does not see it.
    const outside = await apiAs<{ data: Row[] }>(base, 'user04', 'GET', '/api/dm/document?search=Quarterly');
    expect(outside.body.data).toEqual([]);

    // Its detail lists its one version; a new version dropped on it is listed above it, and the
    // first made current again comes back as version 3, noting where it came from.
    await page.goto(`${base}/dm/use/file/info/main?id=${file.id}`);
    const versions = page.getByRole('table', { name: 'Versions' });
    await versions.locator('tbody tr', { hasText: 'Quarterly report.pdf' }).first().waitFor();
    await page
      .getByTestId(`upload-input-dm.document-${file.id}`)
      .setInputFiles({ name: 'Quarterly report.pdf', mimeType: 'application/pdf', buffer: pdfOf(100_000) });
    await expect.poll(() => versions.locator('tbody tr').count(), { timeout: 20_000 }).toBe(2);
    await versions
      .locator('tbody tr')
      .last()
      .getByRole('button', { name: /^Make current/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make current' }).click();
    await versions.locator('tbody tr', { hasText: 'Restored from version 1' }).waitFor({ timeout: 20_000 });
    const document = await apiAs<{ data: { version_no: number } }>(
      base,
      'manager',
      'GET',
      `/api/dm/document/${file.id}`,
    );
    expect(document.body.data.version_no).toBe(3);

    // Its access list: inherited from the folder; stop inheriting (keeping it) and add user04.
    await page.goto(`${base}/dm/use/file/advanced/main?id=${file.id}`);
    await page.getByRole('heading', { name: 'Inherited' }).waitFor();
    expect(await page.getByText('from 業務處').count()).toBeGreaterThan(0);
    await page.getByRole('switch', { name: 'Inherit access from the folder above' }).click();
    await chooseAntdOption(page.getByLabel('Who', { exact: true }), 'user04');
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // What stays: user04 now reads it, and after a reload the list holds user04 and inherits nothing.
    await expect
      .poll(
        async () =>
          (await apiAs<{ data: Row[] }>(base, 'user04', 'GET', '/api/dm/document?search=Quarterly')).body.data
            .length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    await page.reload();
    await page.getByRole('heading', { name: 'Granted here' }).waitFor();
    expect(
      await page
        .getByRole('switch', { name: 'Inherit access from the folder above' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(await page.getByRole('heading', { name: 'Inherited' }).count()).toBe(0);
    expect(await page.locator('.access-list__entry', { hasText: '(user04)' }).count()).toBe(1);
  });

  it('finds a Chinese phrase inside a PDF from the list’s search box, only in files the reader may read', async () => {
    const base = env.server.baseUrl;
    // The demo's PDFs are read in the background when the server starts; wait for that.
    await expect
      .poll(
        async () =>
          (await apiAs<{ data: Row[] }>(base, 'staff', 'GET', '/api/dm/document?search=檢據報支')).body.data
            .length,
        { timeout: 30_000 },
      )
      .toBe(1);
    const page = await env.open();
    await signIn(page, base, 'staff');
    await page.goto(`${base}/dm/use/list/file`);
    await page.locator('.ag-row', { hasText: 'Travel policy 2026.pdf' }).first().waitFor();
    await page.getByRole('searchbox', { name: /and the text inside/ }).fill('檢據報支');
    await page.waitForURL(/search=/);
    await page.locator('.ag-row', { hasText: '國內出差旅費報支要點.pdf' }).first().waitFor();
    await expect.poll(() => page.locator('.ag-row', { hasText: 'Travel policy 2026.pdf' }).count()).toBe(0);
    // A phrase from the contents that is in no file the staff member reads finds nothing.
    await page.getByRole('searchbox', { name: /and the text inside/ }).fill('董事會密件');
    await expect.poll(() => page.locator('.ag-row').count(), { timeout: 15_000 }).toBe(0);
  });
});
