import { existsSync } from 'node:fs';

/**
 * Debian's Chromium: a test tool's own browser download fails on this
 * machine's closed network, so the browser comes from apt (DESIGN.md section 7).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Throws with the install command when Chromium is missing, before any test spends time starting servers. */
export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. The browser tests need Debian's package: ` +
        'apt-get update && apt-get install -y chromium',
    );
  }
}
