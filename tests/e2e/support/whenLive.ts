import type { Page } from 'playwright-core';

/**
 * Waits until the page's notifications arrive live: the bell says so (`data-live`) once the
 * user's private channel is subscribed on the server, which is later than the channel's
 * authorisation answer. What the server sends to a user's sockets reaches this page from then on.
 * @example await whenLive(page);
 */
export async function whenLive(page: Page): Promise<void> {
  await page.locator('[data-testid="notification-bell"][data-live="true"]').waitFor({ timeout: 30_000 });
}
