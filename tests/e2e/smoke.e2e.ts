import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from './support/launchBrowser';
import { distDir } from './support/repoPaths';
import { type E2eServer, startE2eServer } from './support/startE2eServer';

// Independent of screen text on purpose: it proves the build, the server and the
// browser fit together, whatever the screens currently say.
describe('smoke: the built app is served to a real browser', () => {
  let server: E2eServer;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('GET /up answers {status: "ok"}', async () => {
    const response = await fetch(`${server.baseUrl}/up`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('opens the built index.html at / and loads every script it asks for', async () => {
    const failedAssets: string[] = [];
    // Only built assets: API calls may rightly answer 401 to a visitor who is not signed in.
    const isAsset = (url: string) => url.startsWith(`${server.baseUrl}/assets/`);
    browser.page.on('response', (response) => {
      if (isAsset(response.url()) && response.status() >= 400)
        failedAssets.push(`${response.status()} ${response.url()}`);
    });
    browser.page.on('requestfailed', (request) => {
      if (isAsset(request.url())) failedAssets.push(`failed ${request.url()}`);
    });

    const response = await browser.page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    expect(await response?.text()).toBe(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
    expect(await browser.page.locator('#root').count()).toBe(1);
    expect(failedAssets).toEqual([]);
  });

  it('answers a deep link with the same index.html so the web router can take it', async () => {
    const response = await browser.page.goto(`${server.baseUrl}/sc/list`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toBe(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  });
});
