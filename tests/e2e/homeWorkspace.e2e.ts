import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

/** The panels the home shows, in order, once the given first panel is drawn. */
async function shownPanels(page: Page, first: string): Promise<string[]> {
  await page.locator(`.home-panels > [data-panel="${first}"]`).first().waitFor();
  return page
    .locator('.home-panels > [data-panel]')
    .evaluateAll((panels) => panels.map((p) => p.getAttribute('data-panel') ?? ''));
}

// The home workspace in Chromium against the real server and the demo organisation: the
// open-leads panel lists the user's own lead, and a user's choice of panels is stored on the
// server, so it survives a reload and shows in another browser.
describe('the home workspace', () => {
  const e2e = useServerAndBrowsers();

  it('lists the signed-in user’s open leads, linking to the record and to the filtered table', async () => {
    const base = e2e.server.baseUrl;
    const created = await apiAs<{ data: { id: number } }>(base, 'manager', 'POST', '/api/cm/lead', {
      subject: 'Kiosk rollout for the north office',
    });
    expect(created.status).toBe(201);
    await apiAs(base, 'admin', 'POST', '/api/cm/lead', { subject: 'Someone else’s lead' });
    const page = await e2e.open();
    await signIn(page, base, 'manager');
    await page.goto(`${base}/home`);
    const panel = page.getByRole('region', { name: 'My open leads' });
    const lead = panel.getByRole('link', { name: 'Kiosk rollout for the north office' });
    await lead.waitFor();
    expect(await panel.getByRole('link', { name: 'Someone else’s lead' }).count()).toBe(0);
    expect(await lead.getAttribute('href')).toBe(`/cm/use/lead/view?id=${created.body.data.id}`);

    await panel.getByRole('link', { name: 'See all my open leads' }).click();
    await page.getByRole('row').filter({ hasText: 'Kiosk rollout for the north office' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Someone else’s lead' }).count()).toBe(0);
  });

  it('keeps the panels a user hid and reordered across a reload and in another browser', async () => {
    const base = e2e.server.baseUrl;
    const page = await e2e.open();
    await signIn(page, base, 'staff');
    await page.goto(`${base}/home`);
    // Never customised: every allowed panel, in the administrator's order.
    expect(await shownPanels(page, 'quickLinks')).toEqual([
      'quickLinks',
      'notifications',
      'holidays',
      'myOpenLeads',
      'toSign',
      'clockIn',
      'recentFiles',
    ]);

    await page.getByRole('button', { name: 'Customise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customise your home' });
    await dialog.getByRole('checkbox', { name: 'Show “Quick links”' }).uncheck();
    // From the keyboard: focus stays on the moved panel's button, so Enter moves it again.
    await dialog.getByRole('button', { name: 'Move “Coming holidays” up' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await shownPanels(page, 'holidays')).toEqual([
      'holidays',
      'notifications',
      'myOpenLeads',
      'toSign',
      'clockIn',
      'recentFiles',
    ]);

    await page.reload();
    expect(await shownPanels(page, 'holidays')).toEqual([
      'holidays',
      'notifications',
      'myOpenLeads',
      'toSign',
      'clockIn',
      'recentFiles',
    ]);

    const other = await e2e.open();
    await signIn(other, base, 'staff');
    await other.goto(`${base}/home`);
    expect(await shownPanels(other, 'holidays')).toEqual([
      'holidays',
      'notifications',
      'myOpenLeads',
      'toSign',
      'clockIn',
      'recentFiles',
    ]);

    // At phone width the panels stack in one column.
    await other.setViewportSize({ width: 390, height: 844 });
    const lefts = await other
      .locator('.home-panels > [data-panel]')
      .evaluateAll((panels) => panels.map((p) => Math.round(p.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
});
