import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { expectNoSeriousAxeFindings } from './support/axeFindings';
import { openSignInPage, submitSignIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

/** Whether the focused element shows a focus ring: an outline or a box-shadow (antd's is one). */
async function focusedElementShowsRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
    return outline || shadow ? 'ring' : `no ring on ${name}`;
  });
}

/** Presses Tab from the top of the page and expects a visible ring on each of the first stops. */
async function expectVisibleFocus(page: Page, context: string, stops: number): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 1; stop <= stops; stop++) {
    await page.keyboard.press('Tab');
    // Soft, like the axe checks, so one run lists every screen's problems.
    const shown = await expect
      .poll(() => focusedElementShowsRing(page), { timeout: 5_000 })
      .toBe('ring')
      .then(() => 'ring')
      .catch(() => focusedElementShowsRing(page));
    expect.soft(shown, `focus ring on ${context}, Tab stop ${stop}`).toBe('ring');
  }
}

/** The landmarks every shell page has: a banner, navigation and the main content. */
async function landmarksOf(page: Page): Promise<Record<string, number>> {
  return {
    banner: await page.getByRole('banner').count(),
    navigation: await page.getByRole('navigation').count(),
    main: await page.getByRole('main').count(),
  };
}

// Automated accessibility checks (axe-core, WCAG 2.1 A and AA) on the sign-in page, the shell and
// every generic screen kind on real descriptors, at a desk and on a phone: zero serious or critical
// findings, a visible focus ring, and landmarks. One browser per viewport walks all the screens.
describe('accessibility of the shell and the generic screens', () => {
  const env = useServerAndBrowsers();

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const size = `${viewport.width}×${viewport.height}`;

    it(`has no serious axe findings, a visible focus and landmarks on every screen kind at ${size}`, async () => {
      const base = env.server.baseUrl;
      const leads = await apiAs<{ data: Array<{ id: number }> }>(
        base,
        'admin',
        'GET',
        '/api/cm/lead?per_page=1',
      );
      const leadId = leads.body.data[0]!.id;
      const page = await env.open();
      await page.setViewportSize(viewport);

      await openSignInPage(page, base);
      await page.getByLabel('Account', { exact: true }).waitFor();
      await expectNoSeriousAxeFindings(page, `the sign-in page at ${size}`);
      expect
        .soft(await page.getByRole('main').count(), `main landmark on the sign-in page at ${size}`)
        .toBe(1);
      await expectVisibleFocus(page, `the sign-in page at ${size}`, 2);
      await submitSignIn(page, 'admin', 'demo1234');
      await page.getByRole('banner').waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeFindings(page, `the shell with the home page at ${size}`);
      await expectVisibleFocus(page, `the shell at ${size}`, 3);

      // Each generic screen kind on a real descriptor, with what shows once it has loaded.
      const screens: Array<{
        kind: string;
        path: string;
        ready: (page: Page) => Promise<void>;
        /** What else this screen must get right for the keyboard. */
        check?: (page: Page, context: string) => Promise<void>;
      }> = [
        {
          // The lead list asks for cards at phone width (its descriptor's list.phone).
          kind: viewport.width < 768 ? 'entity list as cards (lead table)' : 'entity list (lead table)',
          path: '/cm/use/lead/table',
          ready: (p) =>
            viewport.width < 768
              ? p.locator('ul.entity-cards li').first().waitFor()
              : p.getByRole('gridcell').first().waitFor(),
        },
        {
          kind: 'entity list as a grid (organizations)',
          path: '/cm/use/contact/organizations',
          ready: (p) => p.getByRole('gridcell').first().waitFor(),
        },
        {
          kind: 'board (lead board)',
          path: '/cm/use/lead',
          ready: (p) => p.locator('li[data-card-id]').first().waitFor(),
        },
        {
          kind: 'entity form with a files field (new lead)',
          path: '/cm/use/lead/create',
          ready: (p) => p.getByLabel('Subject', { exact: true }).waitFor(),
        },
        {
          kind: 'detail (a lead)',
          path: `/cm/use/lead/view?id=${leadId}`,
          ready: (p) => p.getByRole('button', { name: 'Edit' }).first().waitFor(),
          // The related quotations' box is a tab stop (to scroll by keyboard) only when it scrolls:
          // its table fits at a desk and scrolls sideways on a phone.
          check: async (p, context) => {
            const box = p.locator('.entity-related__scroll').first();
            await box.locator('table').waitFor();
            const expected = { scrolls: viewport.width < 768, tabIndex: viewport.width < 768 ? '0' : null };
            await expect
              .poll(
                () =>
                  box.evaluate((element) => ({
                    scrolls: element.scrollWidth > element.clientWidth,
                    tabIndex: element.getAttribute('tabindex'),
                  })),
                { message: `the related list's scroll box on ${context}`, timeout: 10_000 },
              )
              .toEqual(expected);
          },
        },
        {
          kind: 'tree (bulletin categories)',
          path: '/bb/admin/category',
          ready: (p) => p.locator('.ant-tree-title', { hasText: '公司公告' }).first().waitFor(),
        },
        {
          kind: 'calendar (holiday calendar)',
          path: '/sc/calendar-event/calendar?date=2026-10-01',
          ready: (p) => p.locator('.fc-daygrid-day').first().waitFor(),
        },
        {
          kind: 'line items and rich text (new quotation)',
          path: '/cm/use/quota/create',
          ready: async (p) => {
            await p.getByRole('textbox', { name: 'Terms and conditions' }).waitFor();
            await p.locator('section.entity-lines').getByRole('button', { name: 'Add line' }).click();
            await p.getByLabel('Item description, line 1', { exact: true }).waitFor();
          },
        },
        {
          kind: 'settings document (company settings)',
          path: '/sc/company-settings',
          ready: (p) => p.getByRole('button', { name: 'Save' }).first().waitFor(),
        },
        {
          kind: 'open dialog with four-language labels (new leave type)',
          path: '/as/admin/leave/list',
          ready: async (p) => {
            await p.getByRole('row').filter({ hasText: 'SICK' }).first().waitFor();
            await p.getByRole('button', { name: 'New' }).click();
            await p
              .getByRole('dialog', { name: 'New Leave type' })
              .getByLabel('Code', { exact: true })
              .waitFor();
          },
        },
      ];
      for (const screen of screens) {
        await page.goto(`${base}${screen.path}`);
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        const context = `the ${screen.kind} screen (${screen.path}) at ${size}`;
        await screen.check?.(page, context);
        await expectNoSeriousAxeFindings(page, context);
        const landmarks = await landmarksOf(page);
        expect.soft(landmarks.banner, `banner landmark on ${context}`).toBeGreaterThanOrEqual(1);
        expect.soft(landmarks.main, `main landmark on ${context}`).toBe(1);
        expect.soft(landmarks.navigation, `navigation landmark on ${context}`).toBeGreaterThanOrEqual(1);
      }
    }, 300_000);
  }
});
