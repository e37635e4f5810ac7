import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

// The generic tree screen on its first real user, the bulletin categories (bb.category).
describe('the bulletin category tree in the browser', () => {
  const env = useServerAndBrowsers();

  /** The tree row showing exactly `name`. */
  const node = (page: Page, name: string): Locator =>
    page
      .locator('.ant-tree-treenode')
      .filter({ has: page.getByText(name, { exact: true }) })
      .first();

  /** Every visible node as `name@depth`, top to bottom, among the names given. */
  const shown = async (page: Page, names: readonly string[]) => {
    // Read in one go in the page: rows are re-rendered as levels load.
    const rows = await page.$$eval('.ant-tree-treenode', (nodes) =>
      nodes.flatMap((n) => {
        const title = n.querySelector('.ant-tree-title');
        // rc-tree keeps a hidden node without a title to measure the indent: skip it.
        return title
          ? [`${title.textContent ?? ''}@${n.querySelectorAll('.ant-tree-indent-unit').length}`]
          : [];
      }),
    );
    return rows.filter((r) => names.includes(r.replace(/@\d+$/, '')));
  };

  /**
   * The nodes as `shown` reads them once they equal `expected` (an opening level animates
   * through a copy of its rows first), or as they are after 10 s.
   */
  const settled = async (page: Page, expected: readonly string[]) => {
    const names = expected.map((e) => e.replace(/@\d+$/, ''));
    const until = Date.now() + 10_000;
    let now = await shown(page, names);
    while (JSON.stringify(now) !== JSON.stringify(expected) && Date.now() < until) {
      await page.waitForTimeout(100);
      now = await shown(page, names);
    }
    return now;
  };

  /** Selects a node, then adds a sub-item (or a root) named `name` through the form dialog. */
  const add = async (page: Page, name: string, under: string | null) => {
    if (under) await node(page, under).locator('.ant-tree-title').click();
    await page.getByRole('button', { name: under ? 'New sub-item' : 'New top-level item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await node(page, name).waitFor();
  };

  /** Drags a node onto the middle of another, moved right by more than one indent: "make it a child". */
  const dragOnto = async (page: Page, name: string, target: string) => {
    const from = (await node(page, name).locator('.ant-tree-title').boundingBox())!;
    const to = (await node(page, target).locator('.ant-tree-node-content-wrapper').boundingBox())!;
    await page.mouse.move(from.x + 4, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(Math.max(to.x + 80, from.x + 60), to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
  };

  it('builds a three-level tree, moves a branch by dragging, refuses a cycle in words, and keeps it after reload', async () => {
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'admin');
    await page.goto(`${env.server.baseUrl}/bb/admin/category`);
    expect(await visibleText(page.getByRole('heading', { level: 1 }))).toBe('Categories');
    // The demo categories are there.
    await node(page, '公司公告').waitFor();

    await add(page, 'E2E Root', null);
    await add(page, 'E2E Branch', 'E2E Root');
    await add(page, 'E2E Leaf', 'E2E Branch');
    await add(page, 'E2E Target', null);
    const built = ['E2E Root@0', 'E2E Branch@1', 'E2E Leaf@2', 'E2E Target@0'];
    const moved = ['E2E Root@0', 'E2E Target@0', 'E2E Branch@1', 'E2E Leaf@2'];
    expect(await settled(page, built)).toEqual(built);

    await dragOnto(page, 'E2E Branch', 'E2E Target');
    await page
      .getByRole('status')
      .filter({ hasText: 'Moved “E2E Branch” under E2E Target.' })
      .waitFor({ state: 'attached' });
    await node(page, 'E2E Leaf').waitFor();
    expect(await settled(page, moved)).toEqual(moved);

    // Under its own grandchild (the tree does not even start such a drag; "Move to…" can ask):
    // the server says no, and the screen says why.
    await node(page, 'E2E Target').locator('.ant-tree-title').click();
    await page.getByRole('button', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New place: under').fill('E2E Leaf');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'E2E Target / E2E Branch / E2E Leaf' })
      .click();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    expect(await visibleText(page.locator('.entity-tree__notice'))).toContain('cannot be moved under itself');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Deleting a node with children is refused in words too.
    await node(page, 'E2E Target').locator('.ant-tree-title').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await visibleText(page.locator('.entity-tree__notice'))).toBe(
      '"E2E Target" still has 1 sub-item: move or delete it first.',
    );

    await page.reload();
    await node(page, 'E2E Target').waitFor();
    // Search opens the way to the leaf, two levels down.
    await page.getByRole('searchbox', { name: 'Search the tree' }).fill('E2E Leaf');
    await page.getByRole('searchbox', { name: 'Search the tree' }).press('Enter');
    expect(await visibleText(page.getByRole('status').filter({ hasText: 'match' }))).toBe(
      '1 match, opened in the tree.',
    );
    await node(page, 'E2E Leaf').waitFor();
    expect(await settled(page, moved)).toEqual(moved);
  });

  it('moves with the keyboard alone: select in the tree, then the toolbar acts on that node', async () => {
    const page = await env.open();
    await signIn(page, env.server.baseUrl, 'admin');
    await page.goto(`${env.server.baseUrl}/bb/admin/category`);
    await node(page, '福利活動').waitFor();
    // From the first toolbar button, Tab reaches the tree (its first node active); arrows
    // walk it, Enter selects.
    await page.getByRole('button', { name: 'New top-level item' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tree');
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('.ant-tree-treenode-selected').filter({ hasText: '福利活動' }).waitFor();
    const moveUp = page.getByRole('button', { name: 'Move up' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Moved “福利活動”' }).waitFor({ state: 'attached' });
    await page.reload();
    await node(page, '福利活動').waitFor();
    const roots = ['公司公告@0', '福利活動@0', '部門公告@0'];
    expect(await settled(page, roots)).toEqual(roots);
  });
});
