import { buildWeb } from './buildWeb';
import { assertChromiumInstalled } from './chromiumPath';

/**
 * Runs once before the e2e project: checks for Chromium first (a clear message
 * beats a launch error in every test), then builds the web app so the tests
 * exercise the current code. `npm test` has just built it in its own step and
 * says so with ATRIUM_E2E_WEB_BUILT=1, which saves a second build of the same code.
 */
export default async function globalSetup(): Promise<void> {
  assertChromiumInstalled();
  if (process.env.ATRIUM_E2E_WEB_BUILT === '1') return;
  await buildWeb();
}
