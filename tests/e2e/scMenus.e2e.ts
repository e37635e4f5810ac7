import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { reachesPath, visibleText } from './support/waitForText';

const PASSWORD = 'Menus-2026-ok';

/** A user in the root department (which grants no System settings right), with these rights of their own. */
async function createUser(baseUrl: string, account: string, paths: string[]): Promise<void> {
  const departments = await apiAs<{ data: Array<{ id: number; parent_id: number | null }> }>(
    baseUrl,
    'admin',
    'GET',
    '/api/sc/department/all',
  );
  const root = departments.body.data.find((d) => d.parent_id === null);
  const user = await apiAs<{ data: { id: number } }>(baseUrl, 'admin', 'POST', '/api/sc/user', {
    account,
    name: `Menu tester ${account}`,
    email: `${account}@example.com`,
    departments: [{ department_id: root?.id ?? null, is_primary: true, job_position_id: null }],
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(user.status).toBe(201);
  const granted = await apiAs(baseUrl, 'admin', 'PUT', `/api/sc/rights/owner/u${user.body.data.id}`, {
    paths,
  });
  expect(granted.status).toBe(200);
}

/** Every API answer of 403 the page gets from now on, as `METHOD path`. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() === 403)
      refused.push(`${response.request().method()} ${url.pathname}`);
  });
  return refused;
}

// Menus list only what the user may open (schemas/routes/openablePath.ts): a user whose only
// System settings rights are the calendars sees those pages and nothing that ends at "Access denied".
describe('System settings menu follows the user’s rights', () => {
  const e2e = useServerAndBrowsers();

  it('shows a calendar-only user the calendar pages, each opening, and a user without System settings rights no entry', async () => {
    const base = e2e.server.baseUrl;
    const year = new Date().getFullYear();
    const region = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/sc/calendar-region', {
      name: 'Taiwan',
      code: 'TW',
      time_zone: 'Asia/Taipei',
      is_default: true,
    });
    expect(region.status).toBe(201);
    const holiday = await apiAs(base, 'admin', 'POST', '/api/sc/calendar-event', {
      region: region.body.data.id,
      date: `${year}-10-10`,
      name: 'National Day',
      kind: 'holiday',
    });
    expect(holiday.status).toBe(201);
    await createUser(base, 'calviewer', [
      'sc.admin.calendarRegion.actions.view',
      'sc.admin.calendarEvent.actions.view',
    ]);
    await createUser(base, 'noscuser', []);

    const page = await e2e.open();
    const refused = refusedCalls(page);
    await signIn(page, base, 'calviewer', PASSWORD);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByTestId('sidebar-module-sc').click();
    expect(await reachesPath(page, '/sc/calendar-region')).toBe('/sc/calendar-region');
    const menu = page.getByTestId('module-menu');
    await menu.getByRole('link', { name: 'Calendar regions' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Calendar regions',
      'Calendar events',
      'Year calendar',
    ]);

    // Each page opens with its data, keeps the session, and no call of it is refused.
    const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
    const visits: Array<{ link: string; path: string; shows: () => Promise<unknown> }> = [
      {
        link: 'Calendar regions',
        path: '/sc/calendar-region',
        shows: () => page.getByRole('gridcell', { name: 'Taiwan', exact: true }).waitFor({ timeout: 20_000 }),
      },
      {
        link: 'Calendar events',
        path: '/sc/calendar-event',
        shows: () =>
          page.getByRole('gridcell', { name: 'National Day', exact: true }).waitFor({ timeout: 20_000 }),
      },
      {
        link: 'Year calendar',
        path: '/sc/calendar-year',
        shows: () => page.locator('td[title="National Day"]').waitFor({ timeout: 20_000 }),
      },
    ];
    for (const visit of visits) {
      await menu.getByRole('link', { name: visit.link }).click();
      expect(await reachesPath(page, visit.path)).toBe(visit.path);
      await visit.shows();
      expect(await visibleText(current)).toBe(visit.link);
      expect(await page.getByText('Access denied').count()).toBe(0);
    }
    // The breadcrumb's module link (/sc, which redirects to the organisation list) lands on their page.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'System settings' })
      .click();
    expect(await reachesPath(page, '/sc/calendar-region')).toBe('/sc/calendar-region');
    await page.getByRole('gridcell', { name: 'Taiwan', exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Access denied').count()).toBe(0);
    expect(refused).toEqual([]);

    const other = await e2e.open();
    await signIn(other, base, 'noscuser', PASSWORD);
    const otherSidebar = other.getByTestId('sidebar');
    // The root department's company-wide areas still show; System settings does not.
    expect(await visibleText(otherSidebar.getByTestId('sidebar-module-wf'))).toBe('Workflow');
    expect(await otherSidebar.getByTestId('sidebar-module-sc').count()).toBe(0);
    expect(await otherSidebar.getByText('System settings', { exact: true }).count()).toBe(0);
  });
});
