import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from './launchBrowser';
import { type E2eServer, startE2eServer } from './startE2eServer';

export interface ServerAndBrowsers {
  /** The server of this test file (started before its first test). */
  readonly server: E2eServer;
  /** A new browser with a fresh profile; every browser opened in a test is closed after it. */
  open: () => Promise<Page>;
}

/**
 * One real server for a test file and as many browsers as a test needs (two
 * users side by side), registered with vitest's hooks: call it inside `describe`.
 */
export function useServerAndBrowsers(): ServerAndBrowsers {
  let server: E2eServer | undefined;
  const browsers: LaunchedBrowser[] = [];
  beforeAll(async () => {
    server = await startE2eServer();
  });
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  });
  afterAll(async () => server?.close());
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll; use it inside a test');
      return server;
    },
    open: async () => {
      const browser = await launchBrowser();
      browsers.push(browser);
      return browser.page;
    },
  };
}
