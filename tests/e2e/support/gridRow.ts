import type { Locator, Page } from 'playwright-core';

/**
 * The grid row showing `text`, all its parts: ag-grid draws a row's pinned columns (the label,
 * the actions) apart from the rest, under one row id, so a checkbox or a button of the row is
 * found whichever part holds it.
 * @example await (await gridRow(page, 'Rent')).getByRole('checkbox').first().check();
 */
export async function gridRow(page: Page, text: string): Promise<Locator> {
  const row = page.locator('.ag-row').filter({ hasText: text }).first();
  await row.waitFor({ timeout: 20_000 });
  return page.locator(`.ag-row[row-id="${await row.getAttribute('row-id')}"]`);
}
