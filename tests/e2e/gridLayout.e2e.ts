import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

// Issue 12's grids: a user's column layout is kept on the server (it survives a reload and
// follows them to another browser), a row opens with Enter after the arrow keys, and at phone
// width the lead list is cards with no sideways scrolling of the page.
describe('grid layouts in the browser', () => {
  const env = useServerAndBrowsers();
  const table = () => `${env.server.baseUrl}/cm/use/lead/table`;

  const openTable = async (page: Page) => {
    await page.goto(table());
    await page.getByRole('gridcell').first().waitFor();
  };
  const header = (page: Page, colId: string) => page.locator(`.ag-header-cell[col-id="${colId}"]`);
  const widthOf = async (page: Page, colId: string) => (await header(page, colId).boundingBox())?.width ?? 0;
  /** The scrolling columns' ids in the order shown (by their ARIA column index). */
  const order = (page: Page) =>
    page.$$eval('.ag-header-cell[col-id]', (cells) =>
      cells
        .map((cell) => ({
          id: cell.getAttribute('col-id') ?? '',
          at: Number(cell.getAttribute('aria-colindex')),
        }))
        .sort((a, b) => a.at - b.at)
        .map((cell) => cell.id),
    );
  /** How far the page itself scrolls sideways (0: not at all). */
  const pageOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  /** Drags with the mouse in small steps, as a hand does (ag-grid waits for movement). */
  const drag = async (page: Page, from: { x: number; y: number }, to: { x: number; y: number }) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + (to.x - from.x) / 4, from.y, { steps: 5 });
    await page.mouse.move(to.x, to.y, { steps: 15 });
    await page.mouse.up();
  };

  /**
   * Drags a column's resize handle 120 px right until the column is wider than `atLeast`: on a
   * busy machine the grid may still be sizing its columns to the rows that just arrived when
   * the first drag lands, and that sizing wins. Returns the width reached.
   */
  const widenUntil = async (page: Page, colId: string, atLeast: number) => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.waitForLoadState('networkidle');
      const handle = await header(page, colId).locator('.ag-header-cell-resize').boundingBox();
      if (!handle) throw new Error('no resize handle');
      const grab = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
      await drag(page, grab, { x: grab.x + 120, y: grab.y });
      const width = await widthOf(page, colId);
      if (width > atLeast) return width;
    }
    return widthOf(page, colId);
  };

  it("keeps a user's column width and order after a reload and in a new browser", async () => {
    const page = await env.open();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, env.server.baseUrl, 'manager');
    await openTable(page);

    const before = await widthOf(page, 'expected_close_date');
    const widened = await widenUntil(page, 'expected_close_date', before + 60);
    expect(widened).toBeGreaterThan(before + 60);

    // Status moves in front of the organisation column.
    const status = await header(page, 'status').boundingBox();
    const organisation = await header(page, 'organization_id').boundingBox();
    if (!status || !organisation) throw new Error('no headers');
    const saved = page.waitForResponse((response) => {
      if (!response.url().endsWith('/api/me/list-layout/cm.lead')) return false;
      if (response.request().method() !== 'PUT') return false;
      const ids = (response.request().postDataJSON() as { columns: Array<{ colId: string }> }).columns.map(
        (c) => c.colId,
      );
      return ids.indexOf('status') < ids.indexOf('organization_id');
    });
    await drag(
      page,
      { x: status.x + status.width / 2, y: status.y + status.height / 2 },
      { x: organisation.x + 10, y: organisation.y + organisation.height / 2 },
    );
    expect((await saved).status()).toBe(200);
    const arranged = await order(page);
    expect(arranged.indexOf('status')).toBeLessThan(arranged.indexOf('organization_id'));

    await page.reload();
    await page.getByRole('gridcell').first().waitFor();
    expect(await order(page)).toEqual(arranged);
    expect(Math.abs((await widthOf(page, 'expected_close_date')) - widened)).toBeLessThanOrEqual(2);

    const elsewhere = await env.open();
    await elsewhere.setViewportSize({ width: 1440, height: 900 });
    await signIn(elsewhere, env.server.baseUrl, 'manager');
    await openTable(elsewhere);
    expect(await order(elsewhere)).toEqual(arranged);
    expect(Math.abs((await widthOf(elsewhere, 'expected_close_date')) - widened)).toBeLessThanOrEqual(2);
  });

  it('opens a row with Enter after moving with the arrow keys', async () => {
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'staff');
    await openTable(page);
    const id = await page.locator('.ag-row[row-index="1"]').first().getAttribute('row-id');
    await page.locator('.ag-row[row-index="0"] .ag-cell[col-id="status"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/cm/use/lead/view\\?id=${id}$`));
  });

  it('shows the lead list as cards at 390 × 844, other lists as grids and the board, none scrolling the page sideways', async () => {
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'staff');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(table());
    const cards = page.getByRole('list', { name: 'Lead table' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await page.locator('.ag-root').count()).toBe(0);
    const first = cards.getByRole('listitem').first();
    expect(await first.getByRole('heading').count()).toBe(1);
    expect(await first.locator('dt').allTextContents()).toEqual(['Organization', 'Stage', 'Expected amount']);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // A list without cards stays a grid that scrolls inside itself, its label column pinned.
    await page.goto(`${env.server.baseUrl}/cm/use/contact/organizations`);
    await page.getByRole('gridcell').first().waitFor();
    expect(await page.locator('[class*="pinned-left"] .ag-header-cell[col-id="name"]').count()).toBe(1);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // The lead board: its lanes scroll sideways inside the board.
    await page.goto(`${env.server.baseUrl}/cm/use/lead`);
    await page.locator('.entity-board__lane').first().waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});
