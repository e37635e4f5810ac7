import { sql } from 'kysely';
import { launchBrowser } from '../e2e/support/launchBrowser';
import { signIn } from '../e2e/support/signIn';
import { startE2eServer } from '../e2e/support/startE2eServer';
import { percentile } from './percentile';

export const ORG_TREE_FIRST_PAINT_TARGET_MS = 1000;

export interface OrgTreeResult {
  departments: number;
  users: number;
  /** From starting the load of /sc/list (signed in) to the tree's root visible, each run, in ms. */
  runsMs: number[];
  medianMs: number;
  targetMs: number;
}

const ROOT = 'Bench Holdings';

/**
 * Issue 5's organisation benchmark: a fresh server's database gets 300 departments in three
 * levels (1 company, 20 divisions, 279 sections) and 5,000 users spread over the sections,
 * then Chromium loads /sc/list and we time the tree's first paint. Expects dist/ built.
 */
export async function measureOrgTree(runs = 5, userCount = 5000): Promise<OrgTreeResult> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  const { page } = browser;
  try {
    const db = server.server.ctx.db;
    const levels = await db.selectFrom('department_levels').select(['id', 'depth']).execute();
    const level = (depth: number) => levels.find((l) => l.depth === depth)?.id ?? null;
    const root = await db
      .insertInto('departments')
      .values({ name: ROOT, code: 'BENCH', parent_id: null, level_id: level(1), sort: 0, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const divisions = await db
      .insertInto('departments')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          name: `Division ${i + 1}`,
          code: `BD${i + 1}`,
          parent_id: root.id,
          level_id: level(2),
          sort: i,
          deleted_at: null,
        })),
      )
      .returning('id')
      .execute();
    const sections = await db
      .insertInto('departments')
      .values(
        Array.from({ length: 279 }, (_, i) => ({
          name: `Section ${i + 1}`,
          code: `BS${i + 1}`,
          parent_id: divisions[i % divisions.length]!.id,
          level_id: level(3),
          sort: i,
          deleted_at: null,
        })),
      )
      .returning('id')
      .execute();
    // Every bench user shares the demo hash: 5,000 argon2 runs would measure nothing useful.
    const hash = await db
      .selectFrom('users')
      .select('password_hash')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < userCount; start += 500) {
      const batch = Array.from({ length: Math.min(500, userCount - start) }, (_, j) => start + j);
      const users = await db
        .insertInto('users')
        .values(
          batch.map((n) => ({
            account: `bench${n}`,
            name: `Bench User ${String(n).padStart(5, '0')}`,
            email: `bench${n}@bench.example`,
            phone: null,
            password_hash: hash.password_hash,
            password_changed_at: new Date(),
            language: 'en',
            deleted_at: null,
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('user_departments')
        .values(
          users.map((u, j) => ({
            user_id: u.id,
            department_id: sections[(start + j) % sections.length]!.id,
            is_primary: true,
            job_position_id: null,
          })),
        )
        .execute();
    }
    await sql`analyze`.execute(db);

    await signIn(page, server.baseUrl, 'admin');
    const runsMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
      const started = Date.now();
      await page.goto(`${server.baseUrl}/sc/list`);
      await page
        .getByRole('navigation', { name: 'Departments' })
        .getByText(ROOT, { exact: false })
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      runsMs.push(Date.now() - started);
    }
    return {
      departments: 300,
      users: userCount,
      runsMs,
      medianMs: percentile(runsMs, 50),
      targetMs: ORG_TREE_FIRST_PAINT_TARGET_MS,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
