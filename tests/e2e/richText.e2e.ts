import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, visibleText } from './support/waitForText';

// Rich text (a quotation's terms) and four-language labels (leave types) in the browser.
describe('rich text and four-language labels in the browser', () => {
  const env = useServerAndBrowsers();

  it('pastes rich text with a script into the editor, saves it, and shows it sanitised with nothing run', async () => {
    const base = env.server.baseUrl;
    const list = await apiAs<{ data: Array<{ id: number }> }>(
      base,
      'admin',
      'GET',
      '/api/cm/quotation?per_page=1',
    );
    const id = list.body.data[0]!.id;
    const page = await env.open();
    await signIn(page, base, 'admin');
    await page.goto(`${base}/cm/use/quota/detail?id=${id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Quotation' });
    const editor = form.getByRole('textbox', { name: 'Terms and conditions' });
    await editor.click();
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<h2>Payment</h2><p>Net <strong>30</strong> days<script>window.__pwned = 1</script></p>' +
          '<img src="x" onerror="window.__pwned = 2"><ul><li>Delivery included</li></ul>',
      );
      data.setData('text/plain', 'Payment Net 30 days');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    // The editor holds what was pasted (its own schema already left the script out).
    expect(await visibleText(editor.getByText('Delivery included'))).toBe('Delivery included');
    expect(await editor.locator('script, img').count()).toBe(0);
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(form)).toBe(true);

    const shown = page.locator('.rich-text-view');
    expect(await visibleText(shown.getByRole('heading', { name: 'Payment' }))).toBe('Payment');
    expect(await shown.locator('strong').textContent()).toBe('30');
    expect(await shown.getByRole('listitem').allTextContents()).toEqual(['Delivery included']);
    expect(await shown.locator('script, img, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // What another client sends bypasses the editor: the server's allow-list still applies.
    const current = await apiAs<{ data: { version: number } }>(
      base,
      'admin',
      'GET',
      `/api/cm/quotation/${id}`,
    );
    const put = await apiAs<{ data: { terms: string } }>(base, 'admin', 'PUT', `/api/cm/quotation/${id}`, {
      version: current.body.data.version,
      terms:
        '<p>Raw <em>terms</em><script>window.__pwned = 3</script><img src=x onerror="window.__pwned = 4">' +
        '<a href="javascript:window.__pwned = 5">click</a></p>',
    });
    expect(put.body.data.terms).toBe('<p>Raw <em>terms</em><a rel="noopener noreferrer">click</a></p>');
    await page.reload();
    expect(await visibleText(shown.locator('em'))).toBe('terms');
    await shown.getByText('click').click();
    expect(await shown.locator('script, img, [onerror], [href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it("creates a leave type with four names and shows the reader's after a language switch", async () => {
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'admin');
    await page.goto(`${env.server.baseUrl}/as/admin/leave/list`);
    // The seeded types, in English.
    expect(await visibleText(page.getByRole('row').filter({ hasText: 'SICK' }))).toContain('Sick leave');
    await page.getByRole('button', { name: 'New' }).click();
    const form = page.getByRole('dialog', { name: 'New Leave type' });
    await form.getByLabel('Code', { exact: true }).fill('E2E');
    const names = form.getByRole('group', { name: 'Name' });
    await names.getByLabel('English').fill('Field trip');
    await names.getByLabel('繁體中文').fill('戶外教學假');
    await names.getByLabel('简体中文').fill('户外教学假');
    await names.getByLabel('日本語').fill('校外学習休暇');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(form)).toBe(true);

    const row = page.getByRole('row').filter({ hasText: 'E2E' });
    expect(await visibleText(row)).toContain('Field trip');
    await page.getByTestId('language-switcher').selectOption('jp');
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('校外学習休暇');
    expect(await visibleText(page.getByRole('row').filter({ hasText: 'SICK' }))).toContain('病気休暇');
    await page.getByTestId('language-switcher').selectOption('tw');
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('戶外教學假');
  });
});
