import { sql } from 'kysely';
import { launchBrowser } from '../e2e/support/launchBrowser';
import { signIn } from '../e2e/support/signIn';
import { startE2eServer } from '../e2e/support/startE2eServer';
import { percentile } from './percentile';

export const TREE_FIRST_PAINT_TARGET_MS = 1000;
export const TREE_EXPAND_TARGET_MS = 300;

export interface TreeResult {
  nodes: number;
  /** Children of the node expanded. */
  childrenExpanded: number;
  /** From starting the load of /bb/admin/category (signed in) to the first root visible, each run, in ms. */
  firstPaintMs: number[];
  firstPaintMedianMs: number;
  /** From the click on a root's expand switch to its first child visible, each run, in ms. */
  expandMs: number[];
  expandMedianMs: number;
  firstPaintTargetMs: number;
  expandTargetMs: number;
}

const ROOTS = 50;
const CHILDREN = 99;

/**
 * Issue 11's tree benchmark: a fresh server's bulletin categories (bb.category, the generic
 * tree) get 5,000 nodes (50 roots with 99 children each), then Chromium loads
 * /bb/admin/category and we time the first paint of the tree and the expansion of a root
 * (one `children` call and its rows drawn). Expects dist/ built.
 */
export async function measureTree(runs = 5): Promise<TreeResult> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  const { page } = browser;
  try {
    const db = server.server.ctx.db;
    const roots = await sql<{ id: number }>`
      insert into bb_categories (name, sort, is_active)
      select 'Bench ' || lpad(n::text, 2, '0'), 1000 + n, true from generate_series(1, ${ROOTS}) as n
      returning id`.execute(db);
    await sql`
      insert into bb_categories (name, parent_id, sort, is_active)
      select 'Bench ' || lpad(r.rank::text, 2, '0') || '.' || lpad(c::text, 2, '0'), r.id, c, true
      from (select id, row_number() over (order by id) as rank from bb_categories
            where id in (${sql.join(roots.rows.map((r) => r.id))})) as r,
           generate_series(1, ${CHILDREN}) as c`.execute(db);
    await sql`analyze`.execute(db);
    const counted = await sql<{
      n: number;
    }>`select count(*)::int as n from bb_categories where name like 'Bench %'`.execute(db);

    await signIn(page, server.baseUrl, 'admin');
    const firstPaintMs: number[] = [];
    const expandMs: number[] = [];
    const node = (name: string) =>
      page
        .locator('.ant-tree-treenode')
        .filter({ has: page.getByText(name, { exact: true }) })
        .first();
    for (let run = 0; run < runs; run++) {
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
      const started = Date.now();
      await page.goto(`${server.baseUrl}/bb/admin/category`);
      await node('Bench 01').waitFor({ state: 'visible', timeout: 30_000 });
      firstPaintMs.push(Date.now() - started);
      const root = `Bench ${String(run + 1).padStart(2, '0')}`;
      const clicked = Date.now();
      await node(root).locator('.ant-tree-switcher').click();
      await node(`${root}.01`).waitFor({ state: 'visible', timeout: 30_000 });
      expandMs.push(Date.now() - clicked);
    }
    return {
      nodes: counted.rows[0]?.n ?? 0,
      childrenExpanded: CHILDREN,
      firstPaintMs,
      firstPaintMedianMs: percentile(firstPaintMs, 50),
      expandMs,
      expandMedianMs: percentile(expandMs, 50),
      firstPaintTargetMs: TREE_FIRST_PAINT_TARGET_MS,
      expandTargetMs: TREE_EXPAND_TARGET_MS,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
