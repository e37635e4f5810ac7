import type { Locator } from 'playwright-core';

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
