import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { antdSelectText, chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, reachesPath, visibleText } from './support/waitForText';

const PASSWORD = 'Harbour-2026!';

/**
 * Types `search` into an antd select (a combobox) and takes the option named `option` with
 * Enter, as a keyboard user does; the search must leave that option first in the list.
 */
async function choose(page: Page, combobox: Locator, search: string, option = search): Promise<void> {
  await combobox.click();
  await combobox.fill(search);
  // The select's listbox, not a native <select>'s options elsewhere on the page.
  await page.getByRole('listbox').getByRole('option', { name: option }).waitFor({ state: 'attached' });
  await combobox.press('Enter');
}

/** Resolves with the status of the next rights save (PUT /api/sc/rights/owner/:owner). */
function rightsSaved(page: Page): Promise<number> {
  return page
    .waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/sc/rights/owner/'),
    )
    .then((r) => r.status());
}

/** Signs in through the API (no browser) and answers the status of each call, to check what the server allows. */
async function statusesAs(
  baseUrl: string,
  account: string,
  calls: ReadonlyArray<readonly [method: string, path: string]>,
): Promise<number[]> {
  const login = await fetch(`${baseUrl}/api/sc/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ account, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const statuses: number[] = [];
  for (const [method, path] of calls) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: method === 'POST' ? JSON.stringify({ name: 'Not allowed', code: 'NO' }) : undefined,
    });
    statuses.push(response.status);
  }
  return statuses;
}

// Issue 5, "Done when": an administrator builds a small organisation from scratch in the
// browser, only through the screens, imports more people from a file, and each person signs
// in and sees exactly what they were granted: the menus, the routes and the API agree.
describe('building an organisation in the browser', () => {
  const e2e = useServerAndBrowsers();

  // About 15 screens and three sign-ins: 40 to 65 s measured on this 2-core machine while shared
  // with other work, so the budget is above the e2e default of 90 s.
  it('levels, departments, a position, users, memberships, a group, rights and a holiday calendar, then each user sees their rights', {
    timeout: 150_000,
  }, async () => {
    const base = e2e.server.baseUrl;
    const admin = await e2e.open();
    await signIn(admin, base, 'admin');

    // 1. Department levels, named on /sc/leveldept (the demo numbered them in Chinese).
    await admin.goto(`${base}/sc/leveldept`);
    for (const [before, name] of [
      ['公司', 'Company'],
      ['事業處', 'Division'],
      ['課', 'Section'],
    ] as const) {
      await admin.getByRole('button', { name: `Edit “${before}”` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Edit Department level' });
      await dialog.getByLabel('Level name', { exact: true }).fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      expect(await isGone(dialog)).toBe(true);
      expect(await visibleText(admin.getByRole('gridcell', { name, exact: true }))).toBe(name);
    }

    // 2. A division under the company and a section under the division, each with its level.
    await admin.goto(`${base}/sc/adddept`);
    await admin.getByRole('heading', { name: 'Add department' }).waitFor();
    await admin.getByLabel('Name', { exact: true }).fill('Northwind Division');
    await admin.getByLabel('Code', { exact: true }).fill('NWD');
    await chooseAntdOption(admin.getByLabel('Parent department', { exact: true }), 'Atrium 示範公司');
    await chooseAntdOption(admin.getByLabel('Level', { exact: true }), '2. Division');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('heading', { name: 'Users of Northwind Division' }).waitFor();
    // "Add department" from the chosen department starts under it.
    await admin.getByRole('main').getByRole('link', { name: 'Add department' }).click();
    await admin.getByRole('heading', { name: 'Add department' }).waitFor();
    await admin.getByLabel('Name', { exact: true }).fill('Harbour Section');
    await admin.getByLabel('Code', { exact: true }).fill('HBS');
    expect(await antdSelectText(admin.getByLabel('Parent department', { exact: true }))).toBe(
      'Northwind Division',
    );
    await chooseAntdOption(admin.getByLabel('Level', { exact: true }), '3. Section');
    await admin.getByRole('button', { name: 'Save' }).click();
    const tree = admin.getByRole('navigation', { name: 'Departments' });
    expect(await visibleText(tree.getByText('Harbour Section (0 users)'))).toBe('Harbour Section (0 users)');

    // 3. A job position.
    await admin.goto(`${base}/sc/job-positions`);
    await admin.getByRole('button', { name: 'New' }).click();
    const positionForm = admin.getByRole('dialog', { name: 'New Job position' });
    await positionForm.getByLabel('Name', { exact: true }).fill('Harbour Master');
    await positionForm.getByLabel('Rank', { exact: true }).fill('70');
    await positionForm.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(positionForm)).toBe(true);
    expect(await visibleText(admin.getByRole('gridcell', { name: 'Harbour Master', exact: true }))).toBe(
      'Harbour Master',
    );

    // 4. Two users with a first password: Hana heads the section, Omar sits in the division.
    const people = [
      { account: 'hana.berg', name: 'Hana Berg', department: 'Harbour Section', position: 'Harbour Master' },
      { account: 'omar.lind', name: 'Omar Lind', department: 'Northwind Division', position: null },
    ];
    for (const person of people) {
      await admin.goto(`${base}/sc/adduser`);
      const form = admin.getByRole('form', { name: 'Add user' });
      await form.getByLabel('Account', { exact: true }).fill(person.account);
      await form.getByLabel('Name', { exact: true }).fill(person.name);
      await chooseAntdOption(form.getByLabel('Language'), 'English');
      await chooseAntdOption(form.getByLabel('Department 1', { exact: true }), person.department);
      if (person.position) {
        await chooseAntdOption(form.getByLabel('Job position in department 1'), person.position);
      }
      await form.getByRole('radio', { name: 'Set a password now' }).check();
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Password confirmation', { exact: true }).fill(PASSWORD);
      await admin.getByRole('button', { name: 'Create user' }).click();
      const heading = `${person.name} (${person.account})`;
      expect(await visibleText(admin.getByRole('heading', { name: heading }))).toBe(heading);
    }

    // 5. Hana also works for the administration division (which holds accounting).
    await admin.goto(`${base}/sc/user-departments`);
    await choose(admin, admin.getByRole('combobox', { name: 'User' }), 'Hana Berg (hana.berg)');
    await admin.getByRole('combobox', { name: 'Department 1', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Add a department' }).click();
    await chooseAntdOption(admin.getByRole('combobox', { name: 'Department 2', exact: true }), '管理處');
    await admin.getByRole('button', { name: 'Save' }).click();
    expect(
      await visibleText(admin.getByRole('alert').filter({ hasText: 'The departments were saved.' })),
    ).toContain('The departments were saved.');

    // 6. A group holding Omar.
    await admin.goto(`${base}/sc/group`);
    await admin.getByRole('button', { name: 'New group' }).click();
    const groupForm = admin.getByRole('dialog', { name: 'New group' });
    await groupForm.getByLabel('Name', { exact: true }).fill('Harbour auditors');
    const members = groupForm.getByRole('combobox', { name: 'Member users' });
    await choose(admin, members, 'omar.lind', 'Omar Lind (omar.lind)');
    // Escape closes the member list, not the dialog.
    await members.press('Escape');
    await groupForm.getByRole('combobox', { name: 'Member users', expanded: false }).waitFor();
    await groupForm.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(groupForm)).toBe(true);
    expect(await visibleText(admin.getByRole('cell', { name: 'Harbour auditors', exact: true }))).toBe(
      'Harbour auditors',
    );

    // 7. Rights: the section manages lead sources; the group may view the holiday calendars.
    await admin.goto(`${base}/sc/rights-settings`);
    await choose(admin, admin.getByRole('combobox', { name: 'Department' }), 'Harbour Section');
    const rights = admin.getByRole('list', { name: 'Every right' });
    await rights.getByRole('button', { name: 'Customer management' }).click();
    await rights.getByRole('checkbox', { name: 'Administration: Lead source', exact: true }).check();
    let saved = rightsSaved(admin);
    await admin.getByRole('button', { name: 'Save' }).click();
    expect(await saved).toBe(200);
    await admin.locator('label', { has: admin.getByRole('radio', { name: 'Group' }) }).click();
    await choose(admin, admin.getByRole('combobox', { name: 'Group' }), 'Harbour auditors');
    await admin.getByRole('heading', { name: 'Rights of “Harbour auditors”' }).waitFor();
    await rights.getByRole('button', { name: 'System settings' }).click();
    await rights.getByRole('checkbox', { name: 'Calendar region: View', exact: true }).check();
    await rights.getByRole('checkbox', { name: 'Holiday or workday: View', exact: true }).check();
    saved = rightsSaved(admin);
    await admin.getByRole('button', { name: 'Save' }).click();
    expect(await saved).toBe(200);

    // 8. A calendar region and a holiday in it.
    await admin.goto(`${base}/sc/calendar-region`);
    await admin.getByRole('button', { name: 'New' }).click();
    const regionForm = admin.getByRole('dialog', { name: 'New Calendar region' });
    await regionForm.getByLabel('Name', { exact: true }).fill('Northwind');
    await regionForm.getByLabel('Code', { exact: true }).fill('NW');
    await regionForm.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(regionForm)).toBe(true);
    await admin.getByRole('gridcell', { name: 'Northwind', exact: true }).waitFor();
    await admin.goto(`${base}/sc/calendar-event`);
    await admin.getByRole('button', { name: 'New' }).click();
    const eventForm = admin.getByRole('dialog', { name: 'New Holiday or workday' });
    await choose(admin, eventForm.getByRole('combobox', { name: 'Region' }), 'Northwind');
    const date = eventForm.getByLabel('Date', { exact: true });
    await date.click();
    await date.fill('2026-12-24');
    // Tab confirms a typed date (Enter would submit the form, Escape would drop the text).
    await date.press('Tab');
    expect(await date.inputValue()).toBe('2026-12-24');
    // Escape in the open calendar closes the calendar only; the form and its date stay.
    await date.click();
    await date.press('Escape');
    expect(await eventForm.isVisible()).toBe(true);
    expect(await date.inputValue()).toBe('2026-12-24');
    await eventForm.getByLabel('Name', { exact: true }).fill('Harbour Day');
    await eventForm.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(eventForm)).toBe(true);
    expect(await visibleText(admin.getByRole('gridcell', { name: 'Harbour Day', exact: true }))).toBe(
      'Harbour Day',
    );

    // More people from a file: two deckhands in the section, one of them in the group too.
    await admin.goto(`${base}/sc/import-user`);
    await admin.getByRole('heading', { name: 'Import users' }).waitFor();
    await admin.getByLabel('File (XLSX or CSV)').setInputFiles({
      name: 'deckhands.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Account,Name,Language,Primary department,Job position,Groups\n' +
          'ida.holm,Ida Holm,en,HBS,,\n' +
          'per.sand,Per Sand,en,HBS,,Harbour auditors\n',
      ),
    });
    await admin.getByLabel('Initial password of new users').fill(PASSWORD);
    await admin.getByRole('button', { name: 'Check file' }).click();
    expect(await visibleText(admin.getByRole('status').filter({ hasText: '2 rows' }))).toBe(
      '2 rows: 2 to create, 0 to change, 0 to deactivate, 0 unchanged.',
    );
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
    expect(await visibleText(admin.getByRole('status').filter({ hasText: 'Imported 2 rows' }))).toContain(
      '2 created',
    );

    // 9. Each person signs in in a browser of their own and sees exactly what they were granted.
    const leadSources = ['GET', '/api/cm/lead-source'] as const;
    const regions = ['GET', '/api/sc/calendar-region'] as const;
    const holidays = ['GET', '/api/sc/calendar-event'] as const;
    const newRegion = ['POST', '/api/sc/calendar-region'] as const;
    // A fresh context (its own cookies and storage) in the administrator's Chromium for each
    // person: as separate as a browser of their own, without starting another Chromium.
    const freshPage = async () => {
      const browser = admin.context().browser();
      if (!browser) throw new Error('the administrator’s Chromium is gone');
      return (await browser.newContext()).newPage();
    };
    const hanaSees = async () => {
      const hana = await freshPage();
      await signIn(hana, base, 'hana.berg', PASSWORD);
      const sidebar = hana.getByTestId('sidebar');
      // Accounting through her second department; no system settings at all.
      expect(await visibleText(sidebar.getByText('Financial accounting', { exact: true }))).toBe(
        'Financial accounting',
      );
      expect(await sidebar.getByText('System settings', { exact: true }).count()).toBe(0);
      await hana.goto(`${base}/cm/admin/info-settings/source`);
      expect(await visibleText(hana.getByRole('gridcell', { name: 'WEB', exact: true }))).toBe('WEB');
      expect(await visibleText(hana.getByRole('button', { name: 'New' }))).toContain('New');
      expect(await statusesAs(base, 'hana.berg', [leadSources, regions, holidays])).toEqual([200, 403, 403]);
      // A screen not granted: the forbidden screen (which also ends the session).
      await hana.goto(`${base}/sc/calendar-region`);
      expect(await reachesPath(hana, '/403')).toBe('/403');
      expect(await visibleText(hana.getByRole('heading', { name: 'Access denied' }))).toBe('Access denied');
    };
    const omarSees = async () => {
      const omar = await freshPage();
      await signIn(omar, base, 'omar.lind', PASSWORD);
      const sidebar = omar.getByTestId('sidebar');
      expect(await visibleText(sidebar.getByText('System settings', { exact: true }))).toBe(
        'System settings',
      );
      expect(await sidebar.getByText('Financial accounting', { exact: true }).count()).toBe(0);
      await omar.goto(`${base}/sc/calendar-event`);
      expect(await visibleText(omar.getByRole('gridcell', { name: 'Harbour Day', exact: true }))).toBe(
        'Harbour Day',
      );
      // Viewing only: no New button, and the server refuses a new region.
      expect(await omar.getByRole('button', { name: 'New' }).count()).toBe(0);
      expect(await statusesAs(base, 'omar.lind', [regions, holidays, newRegion, leadSources])).toEqual([
        200, 200, 403, 403,
      ]);
      await omar.goto(`${base}/cm/admin/info-settings/source`);
      expect(await reachesPath(omar, '/403')).toBe('/403');
      expect(await visibleText(omar.getByRole('heading', { name: 'Access denied' }))).toBe('Access denied');
    };
    await Promise.all([hanaSees(), omarSees()]);
    // The imported people: the section's right reaches both, the group's only the one in it.
    expect(await statusesAs(base, 'ida.holm', [leadSources, regions])).toEqual([200, 403]);
    expect(await statusesAs(base, 'per.sand', [leadSources, regions])).toEqual([200, 200]);
  });
});
