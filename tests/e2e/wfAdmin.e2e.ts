import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { antdSelectText, chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, reachesPath, visibleText } from './support/waitForText';

/**
 * Clicks a date picker's cell until its dropdown closes: a click while the dropdown is still
 * opening can land without choosing (as cm.e2e.ts found on a busy machine).
 */
async function clickUntilClosed(cell: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await cell.count()) > 0) await cell.click({ timeout: 2_000 }).catch(() => undefined);
        return cell.count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}

async function pickDate(page: Page, label: string, date: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(date);
  await clickUntilClosed(page.locator(`.ant-picker-dropdown:visible td[title="${date}"]`));
}

/** A row of the templates grid showing `name`. */
const templateRow = (page: Page, name: string) => page.locator('.ag-row').filter({ hasText: name }).first();

// An administrator runs sign-off administration in Chromium against the real server: a category
// and a form in it, the form switched off and on again through its row actions, a delegation,
// and the common settings.
describe('sign-off administration in the browser', () => {
  const browsers = useServerAndBrowsers();

  it('creates a category and a form, deactivates and reactivates it, adds a delegation, saves common settings', async () => {
    const base = browsers.server.baseUrl;
    const page = await browsers.open();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, base, 'admin');

    // The spec's default view of form management.
    await page.goto(`${base}/wf/admin/manage-forms`);
    expect(await reachesPath(page, '/wf/admin/manage-forms/list')).toBe('/wf/admin/manage-forms/list');
    expect(new URL(page.url()).search).toBe('?id=0&activated=1');
    await page.getByRole('heading', { level: 1, name: 'Form list' }).waitFor();

    // A category, on the new-category page; saving returns to the list, where the tree shows it.
    await page.getByRole('button', { name: 'New top-level item' }).waitFor();
    await page.goto(`${base}/wf/admin/manage-forms/new-category`);
    await page.getByLabel('Name', { exact: true }).fill('E2E leave forms');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await reachesPath(page, '/wf/admin/manage-forms/list')).toBe('/wf/admin/manage-forms/list');
    const tree = page.getByRole('tree');
    await tree.getByText('E2E leave forms', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).not.toBe('0');

    // A form in it, created from the list: it starts in the chosen category.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByRole('group', { name: 'Form name' });
    await name.getByLabel('繁體中文').fill('E2E 請假單');
    await name.getByLabel('English').fill('E2E leave request');
    expect(await antdSelectText(dialog.getByLabel('Category', { exact: true }))).toBe('E2E leave forms');
    await dialog.getByLabel('Number prefix').fill('LV');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await templateRow(page, 'E2E leave request').waitFor();

    // Deactivated (after the question), it leaves the active forms and shows among the inactive.
    await page.getByRole('button', { name: 'Deactivate “E2E leave request”' }).click();
    const question = page.getByRole('dialog', { name: 'Deactivate' });
    expect(await visibleText(question)).toContain('Nobody can apply with it');
    await question.getByRole('button', { name: 'Deactivate' }).click();
    expect(await isGone(templateRow(page, 'E2E leave request'))).toBe(true);
    await page.getByRole('switch', { name: 'Active' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('activated')).toBe('0');
    await templateRow(page, 'E2E leave request').waitFor();

    // Activated again: back among the active forms.
    await page.getByRole('button', { name: 'Activate “E2E leave request”' }).click();
    expect(await isGone(templateRow(page, 'E2E leave request'))).toBe(true);
    await page.getByRole('switch', { name: 'Active' }).click();
    await templateRow(page, 'E2E leave request').waitFor();
    const templates = await apiAs<{
      data: Array<{ name: { en?: string }; is_active: boolean; number_prefix: string }>;
    }>(base, 'admin', 'GET', '/api/wf/template');
    expect(templates.body.data.find((t) => t.name.en === 'E2E leave request')).toMatchObject({
      is_active: true,
      number_prefix: 'LV',
    });

    // A delegation: 李小明 (staff) is away, 王大同 (manager) signs for them.
    await page.goto(`${base}/wf/admin/inherite`);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    expect(await reachesPath(page, '/wf/admin/inherite-add')).toBe('/wf/admin/inherite-add');
    await chooseAntdOption(page.getByLabel('Away', { exact: true }), '李小明');
    await chooseAntdOption(page.getByLabel('Agent', { exact: true }), '王大同');
    await pickDate(page, 'From', '2026-12-01');
    await pickDate(page, 'To', '2026-12-05');
    await page.getByLabel('Reason', { exact: true }).fill('Year-end leave');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await reachesPath(page, '/wf/admin/inherite')).toBe('/wf/admin/inherite');
    await page.getByText('Year-end leave').waitFor();
    const delegations = await apiAs<{
      data: Array<{ user_id_label: string; agent_id_label: string; reason: string; ends_on: string }>;
    }>(base, 'admin', 'GET', '/api/wf/delegation?search=Year-end');
    expect(delegations.body.data.map((d) => [d.user_id_label, d.agent_id_label, d.ends_on])).toEqual([
      ['李小明', '王大同', '2026-12-05'],
    ]);

    // The common settings, kept after a reload.
    await page.goto(`${base}/wf/admin/common-settings`);
    await page.getByRole('heading', { name: 'Common settings' }).waitFor();
    await page.getByLabel('Sequence digits').fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'The settings were saved.' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Common settings' }).waitFor();
    expect(await page.getByLabel('Sequence digits').inputValue()).toBe('6');
  });
});
