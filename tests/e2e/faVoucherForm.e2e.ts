import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

/** Types a date into an antd date picker and takes it from the calendar (Enter would submit). */
async function pickDate(page: Page, label: string, date: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(date);
  await page.locator(`.ant-picker-dropdown:visible td[title="${date}"]`).click();
}

/** The voucher list's row showing `text` (ag-grid draws a row's pinned parts as rows of their own). */
const rowWith = (page: Page, text: string) => page.locator('.ag-row').filter({ hasText: text }).first();

// Issue 16 in Chromium: a voucher entered through its form (lines edited in place), refused while
// it does not balance, saved, confirmed and posted from the list, and reversed on a chosen date.
describe('entering a voucher', () => {
  const e2e = useServerAndBrowsers();

  it('enters a voucher line by line, is told it does not balance, posts it and reverses it', async () => {
    const base = e2e.server.baseUrl;
    const page = await e2e.open();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, base, 'admin');

    await page.goto(`${base}/fa/use/accounting/voucher/create`);
    const editor = page.locator('section.entity-lines');
    // Typed only once the whole form is drawn (its lines editor last).
    await editor.getByRole('button', { name: 'Add line' }).waitFor({ timeout: 20_000 });
    await chooseAntdOption(page.getByLabel('Voucher type', { exact: true }), 'Transfer voucher');
    await pickDate(page, 'Voucher date', '2028-02-14');
    await page.getByLabel('Voucher summary', { exact: true }).fill('E2E February supplies');
    // Supplies for Administration paid in cash, first with the wrong credit.
    for (const [n, account, side, amount] of [
      [1, 'Office supplies', 'Debit', '25000'],
      [2, 'Cash', 'Credit', '2500'],
    ] as const) {
      await editor.getByRole('button', { name: 'Add line' }).click();
      await chooseAntdOption(editor.getByLabel(`Account, line ${n}`, { exact: true }), account);
      await editor.getByLabel(`${side}, line ${n}`, { exact: true }).fill(amount);
    }
    await chooseAntdOption(editor.getByLabel('Department, line 1', { exact: true }), '管理處');
    await page.locator('h1').first().click();
    await expect
      .poll(() => page.locator('.ant-select-dropdown:visible').count(), { timeout: 15_000 })
      .toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's refusal names the difference, and the form keeps what was typed.
    await page.getByText('Debits exceed credits by 22,500.00.').first().waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('/voucher/create');

    await editor.getByLabel('Credit, line 2', { exact: true }).fill('25000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.url(), { timeout: 30_000 })
      .toMatch(/\/fa\/use\/accounting\/voucher\/detail\?id=\d+$/);
    const detail = page.locator('.entity-detail__section').filter({ hasText: 'Amounts' });
    expect(await visibleText(detail, 20_000)).toContain('25,000.00');

    // Confirmed (it takes its number) and posted from the list.
    await page.goto(`${base}/fa/use/accounting/voucher`);
    const row = rowWith(page, 'E2E February supplies');
    await row.waitFor({ timeout: 20_000 });
    // Every part of a grid row (the pinned label and actions too) carries the row's id.
    const actions = page.locator(`.ag-row[row-id="${await row.getAttribute('row-id')}"]`);
    await actions.getByRole('button', { name: /^Confirm “/ }).click();
    await rowWith(page, '轉-202802-0001').waitFor({ timeout: 20_000 });
    await actions.getByRole('button', { name: 'Post “轉-202802-0001”' }).click();
    await actions.getByRole('button', { name: 'Reverse “轉-202802-0001”' }).waitFor({ timeout: 20_000 });

    // Reversed on the first day of March: a new posted voucher, numbered in March.
    await actions.getByRole('button', { name: 'Reverse “轉-202802-0001”' }).click();
    const question = page.getByRole('dialog', { name: 'Reverse' });
    await question.getByLabel('Reversal date', { exact: true }).fill('2028-03-01');
    await question.getByRole('button', { name: 'Reverse' }).click();
    await rowWith(page, '轉-202803-0001').waitFor({ timeout: 20_000 });
    expect(await visibleText(rowWith(page, '轉-202803-0001'))).toContain('Reversal of 轉-202802-0001');
  });
});
