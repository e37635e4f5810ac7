import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { assertChromiumInstalled, CHROMIUM_PATH } from './chromiumPath';

export interface LaunchedBrowser {
  context: BrowserContext;
  /** The context's first tab, ready to navigate. */
  page: Page;
  /** Closes Chromium and removes its profile folder. */
  close: () => Promise<void>;
}

/**
 * The flags this machine needs (DESIGN.md section 7): no sandbox as root, no GPU,
 * and no background networking, whose connections the closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches headless Debian Chromium with a fresh, empty profile (so no cache,
 * cookies or storage leak between tests). A fresh profile needs
 * launchPersistentContext: playwright refuses --user-data-dir in args.
 */
export async function launchBrowser(options: { locale?: string } = {}): Promise<LaunchedBrowser> {
  assertChromiumInstalled();
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      ...(options.locale ? { locale: options.locale } : {}),
    });
  } catch (error) {
    await rm(profileDir, { recursive: true, force: true });
    throw error;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      try {
        await context.close();
      } finally {
        await rm(profileDir, { recursive: true, force: true });
      }
    },
  };
}
