import { launchBrowser } from '../tests/e2e/support/launchBrowser';
import { signIn } from '../tests/e2e/support/signIn';
import { startE2eServer } from '../tests/e2e/support/startE2eServer';

const server = await startE2eServer();
const browser = await launchBrowser();
const page = browser.page;
const logs: string[] = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
page.on('response', (r) => { if (r.status() >= 400) logs.push(`${r.status()} ${r.url()}`); });
await signIn(page, server.baseUrl, 'admin');
for (const p of process.argv.slice(2)) {
  await page.goto(`${server.baseUrl}${p}`, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(3000);
  console.log('URL', page.url());
  console.log((await page.locator('body').innerText()).slice(0, 600));
}
console.log(logs.join('\n'));
await browser.close();
await server.close();
