import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlatRoute, flattenRoutes } from '../../schemas/routes/flattenRoutes';
import { followRedirects, landingRoute } from '../../schemas/routes/followRedirects';
import { generalRoutes } from '../../schemas/routes/generalRoutes';
import { mergeEntityMenus } from '../../schemas/routes/mergeEntityMenus';
import { translate } from '../../server/http/translate';
import { loadEntityDescriptors } from '../../server/resources/loadEntityDescriptors';
import { type LaunchedBrowser, launchBrowser } from './support/launchBrowser';
import { signIn } from './support/signIn';
import { type E2eServer, startE2eServer } from './support/startE2eServer';

// Every route of the spec, walked by a signed-in administrator in one browser: each
// lands where its descriptors say (after redirects), shows its breadcrumb, and none
// falls to the 404 screen.
const flat = flattenRoutes(mergeEntityMenus(generalRoutes, loadEntityDescriptors()));

/** Sample values for path parameters; an optional one is visited with and without. */
const SAMPLE: Record<string, string> = { id: '1', category: 'all', templateId: '1' };

function samplePaths(pattern: string): string[] {
  const fill = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => SAMPLE[name] ?? 'x');
  if (!/:\w+\?/.test(pattern)) return [fill(pattern)];
  return [fill(pattern.replace(/\/:\w+\?/g, '')), fill(pattern)];
}

/** A route a user can open by its URL (not the public screens, not the 404 catch-all). */
function isVisited({ route, fullPath }: FlatRoute): boolean {
  if (route.path === undefined || route.index || fullPath.includes('*')) return false;
  return (route.access ?? 'session') === 'session';
}

const title = (key: string) => translate('en', key);

/**
 * The breadcrumb trail the shell shows at a URL, from the descriptors of the route it lands on.
 * A `dynamicTitle` route's last crumb becomes its record's name once the record has loaded, so
 * `dynamic` says whether the last crumb may read something else than the descriptor's title.
 */
function expectedTrail(url: string): { trail: string; dynamic: boolean } {
  const landing = landingRoute(flat, url.split('?')[0] as string);
  if (!landing) return { trail: '(no route)', dynamic: false };
  const crumbs = [...landing.ancestors, landing.route]
    .filter((r) => r.breadcrumb && !r.hideInBreadcrumb)
    .map((r) => title(r.breadcrumb as string));
  const home = title('general:home.title');
  const trail = (crumbs[0] === home ? crumbs : [home, ...crumbs]).join(' › ');
  return { trail, dynamic: landing.route.dynamicTitle === true };
}

/** Whether a shown trail is the expected one (or, on a `dynamicTitle` route, names a record last). */
function trailMatches(shown: string, { trail, dynamic }: { trail: string; dynamic: boolean }): boolean {
  if (shown === trail) return true;
  if (!dynamic) return false;
  const parent = trail.slice(0, trail.lastIndexOf(' › ') + 3);
  return (
    shown.startsWith(parent) && shown.length > parent.length && !shown.slice(parent.length).includes(' › ')
  );
}

/** A final URL as a pattern: `{now}` becomes the time of the visit. */
function urlPattern(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{now\\}', '\\d+');
  return new RegExp(`^${escaped}$`);
}

/** What the page shows: its breadcrumb trail, and whether the 404 screen is up. */
function shownOn(page: Page) {
  return page.evaluate(() => ({
    trail: [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')]
      .map((li) => li.textContent?.trim())
      .join(' › '),
    notFound: [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Page not found'),
  }));
}

/** Opens a path and waits (up to 10 s) until the breadcrumb reads `expected` or the 404 screen shows. */
async function visit(page: Page, baseUrl: string, path: string, expected: ReturnType<typeof expectedTrail>) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  const deadline = Date.now() + 10_000;
  let shown = await shownOn(page);
  while (!shown.notFound && !trailMatches(shown.trail, expected) && Date.now() < deadline) {
    await page.waitForTimeout(50);
    shown = await shownOn(page);
  }
  const url = new URL(page.url());
  return { ...shown, url: `${url.pathname}${url.search}` };
}

const visits = flat.filter(isVisited).flatMap((route) =>
  samplePaths(route.fullPath).map((path) => {
    const final = followRedirects(flat, path).at(-1) as string;
    const expected = expectedTrail(final);
    return { name: route.route.name ?? route.fullPath, path, final, trail: expected.trail, expected };
  }),
);

describe('every route of the spec, as a signed-in administrator', () => {
  let server: E2eServer;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    await signIn(browser.page, server.baseUrl, 'admin');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('walks more than 200 URLs', () => {
    expect(visits.length).toBeGreaterThan(200);
  });

  it.each(visits)('$path ($name) lands on $final under "$trail"', async ({ path, final, expected }) => {
    const shown = await visit(browser.page, server.baseUrl, path, expected);
    expect(shown.notFound).toBe(false);
    expect(shown.url).toMatch(urlPattern(final));
    expect(trailMatches(shown.trail, expected), `breadcrumb "${shown.trail}"`).toBe(true);
  });
});
