import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

// Several references on the generic screens: a lead's tags, picked in the form's
// multi-select, shown as tags on the detail and in the table, and filtered by.
describe('lead tags in the browser', () => {
  const env = useServerAndBrowsers();

  /** Picks one more option of an antd multi-select by typing part of its label. */
  const pickMore = async (page: Page, label: string, text: string) => {
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    await field.fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: text })
      .first()
      .click();
  };

  it('attaches two tags to a lead, then shows them on its detail and in the table', async () => {
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'admin');
    await page.goto(`${env.server.baseUrl}/cm/use/lead/create`);
    await page.getByLabel('Subject', { exact: true }).fill('E2E tagged lead');
    await pickMore(page, 'Tags', '重要客戶');
    await pickMore(page, 'Tags', '政府標案');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/cm\/use\/lead\/view\?id=\d+$/);

    const tags = page.getByRole('list', { name: 'Tags' });
    expect(await visibleText(tags)).toBe('重要客戶政府標案');
    expect(await tags.getByRole('listitem').allTextContents()).toEqual(['重要客戶', '政府標案']);

    await page.goto(`${env.server.baseUrl}/cm/use/lead`);
    await page.getByRole('link', { name: 'Table' }).click();
    // The table's tag filter: only leads holding the tag.
    await chooseAntdOption(page.getByLabel('Tags', { exact: true }), '政府標案');
    const row = page.getByRole('row').filter({ hasText: 'E2E tagged lead' });
    const cell = row.locator('.entity-tags');
    expect(await visibleText(cell)).toBe('重要客戶政府標案');
    expect(await cell.getByRole('listitem').allTextContents()).toEqual(['重要客戶', '政府標案']);
  });
});
