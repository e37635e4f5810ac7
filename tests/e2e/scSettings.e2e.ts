import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignInPage, signIn } from './support/signIn';
import { isGone, visibleText } from './support/waitForText';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

// A 1×1 PNG: what an administrator uploads as the company logo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function saved(admin: Page): Promise<string> {
  await admin.getByRole('button', { name: 'Save' }).click();
  return visibleText(admin.getByRole('alert').filter({ hasText: 'The settings were saved.' }));
}

// Issue 5's end-to-end checks of the settings screens in Chromium against the real server.
describe('system settings in the browser', () => {
  const e2e = useServerAndBrowsers();
  const open = e2e.open;

  it('ends an idle staff session once the administrator turns automatic logout on', async () => {
    const admin = await open();
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await admin.goto(`${e2e.server.baseUrl}/sc/security-settings`);
    await admin.getByRole('heading', { name: 'Security settings' }).waitFor();
    await admin.getByLabel('Sign out automatically when idle').check();
    // The shortest idle time the server accepts: 0.1 h, six minutes.
    await admin.getByLabel('Idle time (hours)').fill('0.1');
    expect(await saved(admin)).toContain('The settings were saved.');

    const staff = await open();
    // The browser's clock is fake (flowing normally until told otherwise), so six idle
    // minutes take no real time; the server's clock is untouched.
    await staff.clock.install();
    const rulesLoaded = staff.waitForResponse((r) => new URL(r.url()).pathname === '/api/sc/security');
    await signIn(staff, e2e.server.baseUrl, 'staff');
    await rulesLoaded;
    await staff.clock.runFor('05:00');
    expect(await staff.getByTestId('sidebar').isVisible()).toBe(true);
    await staff.clock.runFor('02:00');
    expect(await isGone(staff.getByTestId('sidebar'))).toBe(true);
    expect(await visibleText(staff.getByRole('button', { name: 'Sign in' }))).toBe('Sign in');
    expect(new URL(staff.url()).pathname).toBe('/');
  });

  it('keeps a settings document saved on the generic screen after a reload', async () => {
    const admin = await open();
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await admin.goto(`${e2e.server.baseUrl}/sc/google-map`);
    await admin.getByRole('heading', { name: 'Google Maps settings' }).waitFor();
    await admin.getByLabel('Clock-in must be within a site').check();
    await admin.getByRole('button', { name: 'Add a site' }).click();
    await admin.getByLabel('Site name').fill('Taipei office');
    await admin.getByLabel('Latitude').fill('25.0330');
    await admin.getByLabel('Longitude').fill('121.5654');
    expect(await saved(admin)).toContain('The settings were saved.');

    await admin.reload();
    await admin.getByRole('heading', { name: 'Google Maps settings' }).waitFor();
    expect(await admin.getByLabel('Site name').inputValue()).toBe('Taipei office');
    expect(await admin.getByLabel('Latitude').inputValue()).toBe('25.033');
    expect(await admin.getByLabel('Clock-in must be within a site').isChecked()).toBe(true);
  });

  it('shows the company name and logo the administrator saves on the sign-in page', async () => {
    const admin = await open();
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await admin.goto(`${e2e.server.baseUrl}/sc/company-settings`);
    await admin.getByRole('heading', { name: 'Company settings' }).waitFor();
    await admin.getByLabel('Company name').fill('Acme Trading');
    await admin
      .getByTestId('logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByAltText('Logo preview').waitFor();
    expect(await saved(admin)).toContain('The settings were saved.');

    const visitor = await open();
    await openSignInPage(visitor, e2e.server.baseUrl);
    expect(await visibleText(visitor.getByRole('heading', { name: 'Acme Trading' }))).toBe('Acme Trading');
    const logo = visitor.getByAltText('Acme Trading logo');
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  });

  it('lists job positions on the descriptor runtime', async () => {
    const admin = await open();
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await admin.goto(`${e2e.server.baseUrl}/sc/job-positions`);
    expect(await visibleText(admin.getByRole('gridcell', { name: '總經理', exact: true }))).toBe('總經理');
  });
});
