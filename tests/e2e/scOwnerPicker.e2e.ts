import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { isGone, visibleText } from './support/waitForText';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

/**
 * Picks one owner in the open form's owner picker as a keyboard user does: types the search,
 * moves the highlight onto the exact choice, presses Enter, and waits until the field shows it.
 * Not a click: the options re-render as the search narrows, and a click was lost once (E2E run).
 */
async function pickOwner(page: Page, search: string, choice: string): Promise<void> {
  const owners = page.getByRole('dialog').getByRole('combobox', { name: 'Who sees it' });
  await owners.click();
  await owners.fill(search);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator(`.ant-select-item-option[title="${choice}"]`).waitFor();
  for (let step = 0; step < 20; step++) {
    if ((await dropdown.locator(`.ant-select-item-option-active[title="${choice}"]`).count()) > 0) break;
    await owners.press('ArrowDown');
  }
  await owners.press('Enter');
  await page.getByRole('dialog').locator(`.ant-select-selection-item[title="${choice}"]`).waitFor();
}

/** The titles of the chosen owners the open form's picker shows (antd puts each tag's text in `title`). */
function chosenOwners(page: Page): Promise<string[]> {
  return page
    .getByRole('dialog')
    .locator('.ant-select-selection-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? ''));
}

// The owner picker of descriptor forms in Chromium against the real server and the demo
// organisation: a quick link is made visible to one department and one person by picking
// them by name, is stored as the server reads owner lists, and shows by name everywhere.
describe('the owner picker of the quick links screen', () => {
  const e2e = useServerAndBrowsers();
  const open = e2e.open;

  it('lets the administrator pick a department and a person, and shows their names', async () => {
    const admin = await open();
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await admin.goto(`${e2e.server.baseUrl}/sc/bookmark`);
    await admin.getByRole('button', { name: 'New' }).click();
    const form = admin.getByRole('dialog', { name: 'New Quick link' });
    await form.getByLabel('Title').fill('R&D handbook');
    await form.getByLabel('URL or in-app path').fill('/bb/handbook');
    // A new quick link starts visible to everyone; picking someone replaces that.
    await form.locator('.ant-select-selection-item[title="Everyone"]').waitFor();
    await pickOwner(admin, '研發', '研發處');
    await pickOwner(admin, 'staff', '李小明 (staff)');
    await admin.keyboard.press('Escape');
    expect(await chosenOwners(admin)).toEqual(['研發處', '李小明 (staff)']);
    await form.getByRole('button', { name: 'Save' }).click();
    // What stays, not the success alert that leaves after 2.5 s: the form closes on a save.
    expect(await isGone(form)).toBe(true);

    // The list shows the owners by name, not as the stored references (`d{id},u{id}`).
    const row = admin.getByRole('row').filter({ hasText: 'R&D handbook' });
    const ownersCell = row.locator('[col-id="owners"]');
    await ownersCell.filter({ hasText: '研發處' }).waitFor();
    expect(await ownersCell.textContent()).toBe('研發處, 李小明');

    // Reopened, the form shows the same two owners by name.
    await row.getByRole('button', { name: 'Edit “R&D handbook”' }).click();
    await admin.getByRole('dialog', { name: 'Edit Quick link' }).waitFor();
    await admin.getByRole('dialog').locator('.ant-select-selection-item[title="研發處"]').waitFor();
    expect(await chosenOwners(admin)).toEqual(['研發處', '李小明 (staff)']);

    // What was stored is what the server reads: the picked person sees the link on the home
    // screen, someone outside both owners (the sales manager) does not.
    const [staff, manager] = await Promise.all([open(), open()]);
    await signIn(staff, e2e.server.baseUrl, 'staff');
    await signIn(manager, e2e.server.baseUrl, 'manager');
    expect(await visibleText(staff.getByRole('link', { name: 'R&D handbook' }))).toBe('R&D handbook');
    const managerLinks = manager.getByRole('region', { name: 'Quick links' });
    // The demo has no other quick links, so the manager's panel, once loaded, says there are none.
    expect(await visibleText(managerLinks.getByText('No quick links.'))).toBe('No quick links.');
    expect(await managerLinks.getByRole('link', { name: 'R&D handbook' }).count()).toBe(0);
  });
});
