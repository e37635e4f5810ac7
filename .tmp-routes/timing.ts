import { launchBrowser } from '../tests/e2e/support/launchBrowser';
import { signIn } from '../tests/e2e/support/signIn';
import { startE2eServer } from '../tests/e2e/support/startE2eServer';

const server = await startE2eServer();
const browser = await launchBrowser();
const page = browser.page;
await signIn(page, server.baseUrl, 'admin');
const reqs: string[] = [];
page.on('request', (r) => reqs.push(r.url().replace(server.baseUrl, '')));
for (const p of ['/sc/list', '/sc/adduser', '/wf/use/list', '/as/admin/report', '/sc/group']) {
  reqs.length = 0;
  const t0 = Date.now();
  await page.goto(`${server.baseUrl}${p}`, { waitUntil: 'domcontentloaded' });
  const t1 = Date.now();
  await page.locator('nav[aria-label="Breadcrumb"] li').last().waitFor();
  const t2 = Date.now();
  console.log(p, 'goto', t1 - t0, 'crumb', t2 - t1, reqs.filter((r) => !r.startsWith('/assets')).join(' '), reqs.length);
}
await browser.close();
await server.close();
