import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignInPage, submitSignIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

// Issue 12's "done when", as a new user tries it: sign in, find the lead screens through the
// menus (the drawer on a phone, the sidebar at a desk), add a lead through the generic form
// and read it back, without the page itself ever scrolling sideways.

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings inside the shell's own parts (the screens are checked elsewhere). */
async function shellA11yFindings(page: Page, selectors: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (include) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<Result> } }).axe;
    const result = await axe.run({ include: include.map((selector) => [selector]) });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }, selectors);
}

/** How far the page itself is wider than the window (0 when it does not scroll sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Opens the phone drawer and follows one of its links; the drawer closes on its own. */
async function throughDrawer(page: Page, linkName: string, inModuleMenu = false): Promise<void> {
  const button = page.getByRole('button', { name: 'Open the menu' });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  expect(await shellA11yFindings(page, ['.shell-drawer'])).toEqual([]);
  const scope = inModuleMenu ? drawer.getByTestId('module-menu') : drawer;
  await scope.getByRole('link', { name: linkName, exact: true }).click();
  await drawer.waitFor({ state: 'detached' });
  // Focus went back to the menu button, ready for the next trip.
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
}

async function addAndReadBackLead(page: Page, subject: string, phone: boolean): Promise<void> {
  if (phone) {
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await throughDrawer(page, 'Customer management');
    await throughDrawer(page, 'Leads', true);
  } else {
    await page.getByTestId('sidebar').getByRole('link', { name: 'Customer management' }).click();
    await page.getByTestId('module-menu').getByRole('link', { name: 'Leads' }).click();
  }
  await page.waitForURL('**/cm/use/lead');
  await page.getByRole('link', { name: 'Table' }).click();
  await page.waitForURL('**/cm/use/lead/table');
  // On a phone the lead list is cards (its descriptor's list.phone), at a desk a grid.
  await (phone ? page.locator('ul.entity-cards li') : page.getByRole('gridcell')).first().waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'New' }).click();
  await page.waitForURL('**/cm/use/lead/create');
  const subjectField = page.getByLabel('Subject', { exact: true });
  await subjectField.waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await subjectField.fill(subject);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/cm\/use\/lead\/view\?id=\d+$/);
  expect(await visibleText(page.getByRole('heading', { level: 1, name: subject, exact: true }))).toBe(
    subject,
  );
  // The lead's related lists (its quotations) draw after their own requests: measure with
  // them there, every loading spinner gone.
  await expect.poll(() => page.locator('.atrium-spinner').count(), { timeout: 15_000 }).toBe(0);
  await page.getByRole('table').first().waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

describe('the shell on a phone and at a desk', () => {
  const e2e = useServerAndBrowsers();

  it('on a 390 × 844 phone: drawer to the leads, a new lead saved and read back, no sideways page scroll', async () => {
    const page = await e2e.open();
    await page.setViewportSize(PHONE);
    await openSignInPage(page, e2e.server.baseUrl);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await submitSignIn(page, 'admin', 'demo1234');
    await page.getByRole('button', { name: 'Open the menu' }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The header's title is one line: the parent and the page, never wrapped.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.evaluate((nav) => nav.getBoundingClientRect().height)).toBeLessThan(40);
    expect(await shellA11yFindings(page, ['.shell-header', '.shell-skip'])).toEqual([]);

    await addAndReadBackLead(page, 'Phone lead 390', true);

    // The compact user menu holds the language choice.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await page.getByRole('button', { name: 'メニューを開く' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('jp');
  });

  it('at 1440 × 900: the sidebar is there without a drawer, and the same lead round trip works', async () => {
    const page = await e2e.open();
    await page.setViewportSize(DESK);
    await openSignInPage(page, e2e.server.baseUrl);
    await submitSignIn(page, 'admin', 'demo1234');
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByRole('button', { name: 'Open the menu' }).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    expect(await shellA11yFindings(page, ['.shell-header', '.shell-sidebar', '.shell-skip'])).toEqual([]);

    await addAndReadBackLead(page, 'Desk lead 1440', false);

    // The dark theme from the user menu: the shell's colours keep their contrast.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await shellA11yFindings(page, ['.shell-header', '.shell-sidebar', '.shell-skip'])).toEqual([]);
  });
});
