import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { chooseAntdOption } from './support/chooseAntdOption';
import { type LaunchedBrowser, launchBrowser } from './support/launchBrowser';
import { signIn } from './support/signIn';
import { type E2eServer, startE2eServer } from './support/startE2eServer';
import { isGone, visibleText } from './support/waitForText';

// Customer management as its users meet it, on the generic descriptor screens, in
// real Chromium against the real server and the seeded demo data.
/**
 * Turns a switch on or off and waits until it shows that. Clicked again if a click came
 * while the list was re-rendering and left it as it was (seen on a busy machine, where
 * Playwright's check() then fails at once); the test is about what the switch shows.
 */
async function setSwitch(control: Locator, on: boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await control.isChecked()) !== on) await control.click();
        return control.isChecked();
      },
      { timeout: 15_000 },
    )
    .toBe(on);
}

/**
 * Clicks a date picker's cell until its dropdown closes: a click while the dropdown is
 * still opening can land without choosing (seen on a busy machine: the typed date stays
 * uncommitted and the form says the field is required).
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

/** Exports the list on screen as CSV through the toolbar, as a user does: the file's name and text. */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: 'Export' })
      .click()
      .then(() => page.getByText('CSV file').click()),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile((await download.path()) as string, 'utf8'),
  };
}

describe('customer management in the browser', () => {
  let server: E2eServer;
  let browser: LaunchedBrowser;
  beforeAll(async () => {
    server = await startE2eServer();
  });
  afterAll(async () => server?.close());
  afterEach(async () => browser?.close());

  const openAs = async (account: string): Promise<Page> => {
    browser = await launchBrowser();
    await signIn(browser.page, server.baseUrl, account);
    return browser.page;
  };

  /** The API as the signed-in page calls it (its bearer token). */
  const callApi = (page: Page, method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const session = JSON.parse(sessionStorage.getItem('atrium.session') ?? '{}') as {
          accessToken?: string;
        };
        const response = await fetch(path, {
          method,
          headers: {
            Authorization: `Bearer ${session.accessToken}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { method, path, body },
    );

  it('creates, edits, deletes and restores a lead', async () => {
    const page = await openAs('admin');
    await page.getByTestId('sidebar-module-cm').click();
    await page.getByTestId('module-menu').getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL('**/cm/use/lead/create');
    await page.getByLabel('Subject', { exact: true }).fill('E2E rollout');
    await chooseAntdOption(page.getByLabel('Stage', { exact: true }), '接洽中');
    await page.getByLabel('Expected amount').fill('250000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/cm\/use\/lead\/view\?id=\d+$/);
    expect(await visibleText(page.getByRole('heading', { level: 1, name: 'E2E rollout', exact: true }))).toBe(
      'E2E rollout',
    );
    expect(
      await visibleText(page.locator('.entity-detail__section').filter({ hasText: 'Progress' })),
    ).toContain('接洽中');

    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Lead' });
    await form.getByLabel('Subject', { exact: true }).fill('E2E rollout (phase 2)');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(form)).toBe(true);
    expect(await visibleText(page.getByRole('heading', { level: 1, name: 'E2E rollout (phase 2)' }))).toBe(
      'E2E rollout (phase 2)',
    );

    // Delete from the table, then find it among the deleted rows and restore it.
    await page.getByTestId('module-menu').getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('link', { name: 'Table' }).click();
    await page.getByRole('searchbox').fill('E2E rollout');
    await page.getByRole('button', { name: 'Delete “E2E rollout (phase 2)”' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    expect(await visibleText(confirm)).toContain('Are you sure you want to delete?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(await visibleText(page.getByText('No records match the search or filters.'))).toBeTruthy();
    await setSwitch(page.getByRole('switch', { name: 'Show deleted' }), true);
    await page.getByRole('button', { name: 'Restore “E2E rollout (phase 2)”' }).click();
    expect(await visibleText(page.getByText('Restored.'))).toBe('Restored.');
    await setSwitch(page.getByRole('switch', { name: 'Show deleted' }), false);
    expect(await visibleText(page.getByRole('gridcell', { name: 'E2E rollout (phase 2)' }))).toBe(
      'E2E rollout (phase 2)',
    );
  });

  it('moves a lead to another stage on the board, by dragging it', async () => {
    const page = await openAs('admin');
    // Wide enough for every stage side by side: a drag across a scrolled board is not what this tests.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto(`${server.baseUrl}/cm/use/lead`);
    const lanes = page.locator('section[data-lane]');
    const from = lanes.filter({ has: page.locator('li[data-card-id]') }).first();
    await from.locator('li[data-card-id]').first().waitFor();
    // Every lane has loaded: the card picked stays the one dragged.
    await page.waitForLoadState('networkidle');
    const card = from.locator('li[data-card-id]').first();
    const id = await card.getAttribute('data-card-id');
    const fromLane = await from.getAttribute('data-lane');
    // The next lane: side by side, so the drag needs no scrolling of the board.
    const keys = await lanes.evaluateAll((els) => els.map((e) => e.getAttribute('data-lane') ?? ''));
    const at = keys.indexOf(fromLane ?? '');
    const toLane = keys[at + 1 < keys.length ? at + 1 : at - 1] as string;
    const to = page.locator(`section[data-lane="${toLane}"]`);
    await page.locator(`li[data-card-id="${id}"]`).dragTo(to);
    await to.locator(`li[data-card-id="${id}"]`).waitFor();
    expect(await visibleText(page.getByRole('status').filter({ hasText: 'Moved to' }))).toContain('Moved to');
    // Saved: after a reload the card is still in its new lane.
    await page.reload();
    await page.locator(`section[data-lane="${toLane}"] li[data-card-id="${id}"]`).waitFor();
    expect(await page.locator(`section[data-lane="${fromLane}"] li[data-card-id="${id}"]`).count()).toBe(0);
    const lead = await callApi(page, 'GET', `/api/cm/lead/${id}`);
    expect(
      String((lead.body as { data: { pipeline_stage_id: number | null } }).data.pipeline_stage_id ?? '∅'),
    ).toBe(toLane);
  });

  it('edits quotation lines inline, shows live totals, and keeps what the server saved across a reload', async () => {
    const page = await openAs('admin');
    await page.goto(`${server.baseUrl}/cm/use/quota`);
    await page.getByRole('button', { name: 'New' }).click();
    // Typed only once the whole form is drawn (its lines editor last): a number typed while the
    // form was still mounting was lost on a busy machine (CI run: "Quotation no. is required").
    await page.locator('section.entity-lines').getByRole('button', { name: 'Add line' }).waitFor();
    const number = page.getByLabel('Quotation no.');
    await number.fill('Q-E2E-0001');
    await chooseAntdOption(page.getByLabel('Organization', { exact: true }), '宏碩');
    const date = page.getByLabel('Quotation date');
    await date.click();
    await date.fill('2026-11-20');
    // Enter would submit the form; the calendar's cell sets the date.
    await clickUntilClosed(page.locator('.ant-picker-dropdown:visible td[title="2026-11-20"]'));

    const editor = page.locator('section.entity-lines');
    for (const [n, quantity, price] of [
      [1, '2', '1500'],
      [2, '1', '400'],
    ] as const) {
      await editor.getByRole('button', { name: 'Add line' }).click();
      await editor.getByLabel(`Item description, line ${n}`, { exact: true }).fill(`Service ${price}`);
      const amount = editor.getByLabel(`Quantity, line ${n}`, { exact: true });
      await amount.fill(quantity);
      await editor.getByLabel(`Unit price, line ${n}`, { exact: true }).fill(price);
      await chooseAntdOption(page.getByLabel(`Tax category, line ${n}`, { exact: true }), '應稅 5%');
    }
    // The live total (before tax), computed in the browser while typing.
    await expect
      .poll(() => editor.getByTestId('lines-total').textContent(), { timeout: 15_000 })
      .toBe('3,400.00');
    // Line 2 goes first, by keyboard.
    await editor.getByRole('button', { name: 'Move line 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await editor.getByLabel('Item description, line 1', { exact: true }).inputValue()).toBe(
      'Service 400',
    );

    // No select's dropdown may still be open when Save is pressed: one closing on the press moves
    // the lines table between mouse down and up, and the click is lost (two CI runs failed here).
    // A click on the page's heading closes any that is.
    await page.locator('h1').first().click();
    expect(await number.inputValue()).toBe('Q-E2E-0001');
    await expect
      .poll(() => page.locator('.ant-select-dropdown:visible').count(), { timeout: 15_000 })
      .toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () => {
          const url = page.url();
          // Say what the form shows when the save was refused, rather than only that it stayed.
          if (!/detail\?id=/.test(url)) {
            const shown = await page
              .locator('[role="alert"], .ant-form-item-explain-error')
              .allTextContents();
            return `${url} ${shown.join(' | ')}`.trim();
          }
          return url;
        },
        { timeout: 30_000 },
      )
      .toMatch(/\/cm\/use\/quota\/detail\?id=\d+$/);
    const detailShows = async () => {
      await page.getByRole('heading', { level: 1, name: 'Q-E2E-0001', exact: true }).waitFor();
      const amounts = page.locator('.entity-detail__section').filter({ hasText: 'Amounts' });
      await amounts.getByText('3,570.00').waitFor();
      const text = await visibleText(amounts);
      expect(text).toContain('3,400.00');
      expect(text).toContain('170.00');
      const lines = page.locator('section.entity-lines').filter({ hasText: 'Quotation lines' });
      const rows = lines.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain('Service 400');
      expect(await rows.nth(0).textContent()).toContain('400.00');
      expect(await rows.nth(1).textContent()).toContain('Service 1500');
      expect(await rows.nth(1).textContent()).toContain('3,000.00');
    };
    await detailShows();
    await page.reload();
    await detailShows();

    // Edit again: two more units of the first line, and the second line dragged to the top;
    // the server recomputes everything.
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Quotation' });
    const first = dialog.getByLabel('Quantity, line 1', { exact: true });
    await first.fill('3');
    await expect
      .poll(() => dialog.getByTestId('lines-total').textContent(), { timeout: 15_000 })
      .toBe('4,200.00');
    const rows = dialog.getByTestId('line-row');
    await rows.nth(1).locator('.entity-lines__handle').dragTo(rows.nth(0).locator('th'));
    await expect
      .poll(() => dialog.getByLabel('Item description, line 1', { exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('Service 1500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(dialog)).toBe(true);
    await page
      .locator('.entity-detail__section')
      .filter({ hasText: 'Amounts' })
      .getByText('4,410.00')
      .waitFor();
    await page.reload();
    await page
      .locator('.entity-detail__section')
      .filter({ hasText: 'Amounts' })
      .getByText('4,410.00')
      .waitFor();
    const saved = page.locator('section.entity-lines tbody tr');
    expect(await visibleText(saved.first())).toContain('Service 1500');
    expect(await visibleText(saved.nth(1))).toContain('1,200.00');
  });

  it('imports and exports a settings list', async () => {
    const page = await openAs('admin');
    await page.getByTestId('sidebar-module-cm').click();
    await page.getByTestId('module-menu').getByRole('link', { name: 'Information settings' }).click();
    await page.getByRole('tab', { name: 'Lead sources' }).click();
    await page.waitForURL('**/cm/admin/info-settings/source');

    const { name, text: exported } = await exportCsv(page);
    expect(name).toMatch(/^cm-leadSource-.*\.csv$/);
    expect(exported.split('\n')[0]).toContain('Name');
    expect(exported).toContain('展覽活動');

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Lead source' });
    const file = dialog.getByLabel('File to import');
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,sort\n,5\n'),
    });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    expect(await visibleText(problems.getByRole('row').nth(1))).toContain('2');
    expect(
      await dialog.getByRole('button', { name: 'Import', exact: true }).getAttribute('aria-disabled'),
    ).toBe('true');

    await file.setInputFiles({
      name: 'sources.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,code,sort\nE2E partner fair,E2EPF,900\nE2E webinar,E2EWB,910\n'),
    });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    expect(await visibleText(dialog.getByText(/Rows checked: 2/))).toContain('To create: 2');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await visibleText(page.getByText('Imported: 2 created, 0 updated.'))).toBeTruthy();
    expect(await isGone(dialog)).toBe(true);
    await page.getByRole('searchbox').fill('E2E');
    await page.getByRole('gridcell', { name: 'E2E webinar', exact: true }).waitFor();
    expect(await page.getByRole('gridcell', { name: 'E2E partner fair', exact: true }).count()).toBe(1);
  });

  it("shows a salesperson only their own leads in the table, on the board and in an export, and their manager the division's", async () => {
    // Row scopes (issue 14): the demo grants everyone their own customer records and the
    // managers group those of their department and below. What each should see is worked out
    // here from the administrator's view of who created what and who sits in the sales division.
    const base = server.baseUrl;
    type Lead = { id: number; subject: string; created_by: number };
    const leads = (await apiAs<{ data: Lead[] }>(base, 'admin', 'GET', '/api/cm/lead?per_page=200')).body
      .data;
    const departments = (
      await apiAs<{ data: Array<{ id: number; code: string | null }> }>(
        base,
        'admin',
        'GET',
        '/api/sc/department/all',
      )
    ).body.data;
    const sales = departments.find((d) => d.code === 'SAL')!;
    const division = (
      await apiAs<{ data: Array<{ id: number; account: string }> }>(
        base,
        'admin',
        'GET',
        `/api/sc/user?department_id=${sales.id}&include_sub=1&per_page=200`,
      )
    ).body.data;
    const ownedBy = (owners: ReadonlySet<number>) => leads.filter((l) => owners.has(l.created_by));
    const staffId = division.find((u) => u.account === 'staff')!.id;
    const expected = {
      staff: ownedBy(new Set([staffId])),
      manager: ownedBy(new Set(division.map((u) => u.id))),
    };
    expect(expected.staff.length).toBeGreaterThan(0);
    expect(expected.manager.length).toBeGreaterThan(expected.staff.length);
    expect(expected.manager.length).toBeLessThan(leads.length);

    for (const account of ['staff', 'manager'] as const) {
      const mine = expected[account];
      const subjects = mine.map((l) => l.subject).sort();
      const others = leads.filter((l) => !mine.includes(l));
      const page = await openAs(account);
      await page.setViewportSize({ width: 1440, height: 1200 });

      await page.goto(`${base}/cm/use/lead/table`);
      const cells = page.locator('[role="gridcell"][col-id="subject"]');
      await expect
        .poll(async () => (await cells.allInnerTexts()).map((text) => text.trim()).sort(), {
          timeout: 20_000,
        })
        .toEqual(subjects);

      const { text: exported } = await exportCsv(page);
      for (const subject of subjects) expect(exported).toContain(subject);
      for (const lead of others) expect(exported).not.toContain(lead.subject);

      await page.goto(`${base}/cm/use/lead`);
      const cards = page.locator('li[data-card-id]');
      await cards.first().waitFor();
      await page.waitForLoadState('networkidle');
      const shown = (
        await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card-id'))))
      ).sort();
      expect(shown.length).toBeGreaterThan(0);
      const allowed = new Set(mine.map((l) => l.id));
      expect(shown.filter((id) => !allowed.has(id))).toEqual([]);
      await browser.close();
    }
  });

  it('pages forward from the row the last page ended on (a cursor), showing the next rows', async () => {
    const base = server.baseUrl;
    const subjectsOf = async (page: number) =>
      (
        await apiAs<{ data: Array<{ subject: string }> }>(
          base,
          'admin',
          'GET',
          `/api/cm/lead?sort=subject&per_page=10&page=${page}`,
        )
      ).body.data.map((l) => l.subject);
    const [first, second] = [await subjectsOf(1), await subjectsOf(2)];
    expect(second.length).toBeGreaterThan(0);
    const page = await openAs('admin');
    await page.setViewportSize({ width: 1440, height: 1200 });
    await page.goto(`${base}/cm/use/lead/table?sort=subject&per_page=10`);
    const cells = page.locator('[role="gridcell"][col-id="subject"]');
    const shown = () =>
      expect.poll(async () => (await cells.allInnerTexts()).map((text) => text.trim()), { timeout: 20_000 });
    await shown().toEqual(first);
    const asked = page.waitForRequest((r) => r.url().includes('/api/cm/lead?') && r.url().includes('page=2'));
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    expect(new URL((await asked).url()).searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    await shown().toEqual(second);
  });

  it('shows a staff user no CM admin menu, and the API refuses them', async () => {
    const page = await openAs('staff');
    await page.getByTestId('sidebar-module-cm').click();
    const menu = page.getByTestId('module-menu');
    await menu.getByRole('link', { name: 'Leads' }).waitFor();
    expect(await menu.textContent()).not.toContain('CRM settings');
    expect(await menu.getByRole('link', { name: 'Information settings' }).count()).toBe(0);
    expect((await callApi(page, 'GET', '/api/cm/lead-source')).status).toBe(403);
    expect((await callApi(page, 'POST', '/api/cm/lead-source', { name: 'Not allowed' })).status).toBe(403);
    // Their own area works.
    expect((await callApi(page, 'GET', '/api/cm/lead')).status).toBe(200);
    await page.goto(`${server.baseUrl}/cm/admin/info-settings`);
    await page.waitForURL('**/403');
  });
});
