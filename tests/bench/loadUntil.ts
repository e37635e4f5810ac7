import type { Page } from 'playwright-core';

/**
 * A fresh page load of `url`, and the page's own clock (`performance.now()`, which counts from
 * navigation start) at the first animation frame where `ready` (source text of a function body
 * returning a boolean) holds, so the number does not include the test's round trips. The check is
 * source text: a function passed as such would carry the helpers tsx compiles into it, which the
 * page does not have.
 */
export async function loadUntil(page: Page, url: string, ready: string, timeout = 60_000): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(`(() => { ${ready} })() && performance.now()`, undefined, {
    polling: 'raf',
    timeout,
  });
  return Math.round((await handle.jsonValue()) as number);
}
