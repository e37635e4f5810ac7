import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

interface Dispatch {
  id: number;
  number: string;
  subject: string;
  status: string;
  wf_instance_id: number | null;
  document_ids_labels: string[];
}

/** Types a date into an antd date picker and takes it from the calendar (Enter would submit). */
async function pickDate(page: Page, label: string, date: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(date);
  await page.locator(`.ant-picker-dropdown:visible td[title="${date}"]`).click();
}

// Paper dispatch: the administrator registers an incoming document with a file, routes it for
// sign-off from the register, the general manager approves it, and the slip prints it.
describe('paper dispatch in the browser', () => {
  const env = useServerAndBrowsers();

  it('registers an incoming document linked to a file, routes it for sign-off and prints it', async () => {
    const base = env.server.baseUrl;
    const page = await env.open();
    await signIn(page, base, 'admin');
    await page.goto(`${base}/dm/admin/manage/main`);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await chooseAntdOption(dialog.getByLabel('Type', { exact: true }), 'Incoming');
    const today = new Date().toISOString().slice(0, 10);
    await pickDate(page, 'Date received / sent', today);
    await dialog.getByLabel('Subject', { exact: true }).fill('E2E 函詢個人資料保護措施');
    await dialog.getByLabel('Sender / recipients', { exact: true }).fill('國家發展委員會');
    await chooseAntdOption(dialog.getByLabel('Attached files', { exact: true }), 'Leave rules.pdf');
    await dialog.getByRole('heading').first().click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .locator('.ag-row', { hasText: 'E2E 函詢個人資料保護措施' })
      .first()
      .waitFor({ timeout: 20_000 });

    const found = await apiAs<{ data: Dispatch[] }>(base, 'admin', 'GET', '/api/dm/dispatch?search=E2E');
    const dispatch = found.body.data.find((r) => r.subject === 'E2E 函詢個人資料保護措施')!;
    expect(dispatch.number).toMatch(new RegExp(`^收-${today.slice(0, 4)}-\\d{4}$`));
    expect(dispatch.document_ids_labels).toEqual(['Leave rules.pdf']);

    // Routed for sign-off from its row, after the question.
    await page.getByRole('button', { name: `Route for sign-off “${dispatch.number}”` }).click();
    await page
      .getByRole('dialog', { name: 'Route for sign-off' })
      .getByRole('button', { name: 'Route for sign-off' })
      .click();
    const row = page.locator('.ag-row', { hasText: dispatch.number });
    await row.getByText('In sign-off').first().waitFor({ timeout: 20_000 });
    const routed = await apiAs<{ data: Dispatch }>(base, 'admin', 'GET', `/api/dm/dispatch/${dispatch.id}`);
    const instanceId = routed.body.data.wf_instance_id!;

    // The general manager approves it (through the API); the register shows it approved.
    const view = await apiAs<{ version: number }>(base, 'manager', 'GET', `/api/wf/instance/${instanceId}`);
    const approved = await apiAs(base, 'manager', 'POST', `/api/wf/instance/${instanceId}/action`, {
      action: 'approve',
      version: view.body.version,
    });
    expect(approved.status).toBe(200);
    await page.reload();
    await row.getByText('Approved').first().waitFor({ timeout: 20_000 });

    // Its detail, then the slip with its number and subject.
    await page.goto(`${base}/dm/admin/manage/dispach-detail?id=${dispatch.id}`);
    await page.getByText('國家發展委員會').first().waitFor({ timeout: 20_000 });
    await page.goto(`${base}/dm/print-paper-dispatch?id=${dispatch.id}`);
    await page.getByRole('heading', { name: 'Incoming document slip' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('dm-slip-number').textContent()).toBe(dispatch.number);
    expect(await page.getByTestId('dm-slip-subject').textContent()).toBe('E2E 函詢個人資料保護措施');
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
  });
});
