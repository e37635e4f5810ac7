import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the locator is visible and returns its text, so a test can
 * assert with vitest's `expect` (playwright-core has no `expect` of its own).
 */
export async function visibleText(locator: Locator, timeout = 10_000): Promise<string> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return (await locator.first().textContent()) ?? '';
}

/** Waits until the locator is gone (hidden or detached); true once it is. */
export async function isGone(locator: Locator, timeout = 10_000): Promise<boolean> {
  await locator.first().waitFor({ state: 'hidden', timeout });
  return !(await locator.first().isVisible());
}

/**
 * Waits until the page's path is `pathname`, checking the current URL first:
 * `page.waitForURL` after a `goto` can miss a client-side redirect that
 * already happened while the page was loading.
 */
export async function reachesPath(page: Page, pathname: string, timeout = 20_000): Promise<string> {
  const started = Date.now();
  while (new URL(page.url()).pathname !== pathname && Date.now() - started < timeout) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return new URL(page.url()).pathname;
}
