import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, reachesPath, visibleText } from './support/waitForText';

const NOT_LICENSED =
  "Customer management is not enabled in this installation's licence. Ask your administrator if you need it.";

/** On /sc/license: switches customer management on or off and saves. */
async function switchCustomerManagement(admin: Page, on: boolean): Promise<void> {
  await admin.getByRole('heading', { name: 'License' }).waitFor();
  const box = admin.getByLabel('Customer management', { exact: true });
  await box.setChecked(on);
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.getByRole('alert').filter({ hasText: 'The settings were saved.' }).waitFor();
}

// Docs/decisions.md, "Licence": a module switched off on /sc/license is off for everyone.
describe('modules switched off in the licence, in the browser', () => {
  const e2e = useServerAndBrowsers();

  it("hides the module's menu at once and shows its pages as not licensed, until it is switched on again", async () => {
    const { baseUrl } = e2e.server;
    const staff = await e2e.open();
    await signIn(staff, baseUrl, 'staff');
    const admin = await e2e.open();
    await signIn(admin, baseUrl, 'admin');
    expect(await visibleText(admin.getByTestId('sidebar-module-cm'))).toBe('Customer management');
    expect(await visibleText(staff.getByTestId('sidebar-module-cm'))).toBe('Customer management');

    await admin.goto(`${baseUrl}/sc/license`);
    await switchCustomerManagement(admin, false);
    // The save's broadcast reaches every open browser: no reload, no new sign-in.
    expect(await isGone(admin.getByTestId('sidebar-module-cm'))).toBe(true);
    expect(await isGone(staff.getByTestId('sidebar-module-cm'))).toBe(true);

    // Opening a page of the module, from the address bar: the notice, in the shell, still signed in.
    await admin.goto(`${baseUrl}/cm/use/lead`);
    expect(await visibleText(admin.getByTestId('not-licensed'))).toContain(NOT_LICENSED);
    expect(await admin.getByTestId('sidebar').isVisible()).toBe(true);
    expect(await admin.getByTestId('module-menu').count()).toBe(0);
    expect(new URL(admin.url()).pathname).toBe('/cm/use/lead');
    await staff.goto(`${baseUrl}/cm/use/lead/table`);
    expect(await visibleText(staff.getByTestId('not-licensed'))).toContain(NOT_LICENSED);
    expect(new URL(staff.url()).pathname).toBe('/cm/use/lead/table');

    // Switched on again, the module is back for both, still without signing in again.
    await admin.goto(`${baseUrl}/sc/license`);
    await switchCustomerManagement(admin, true);
    expect(await visibleText(staff.getByTestId('sidebar-module-cm'))).toBe('Customer management');
    await admin.getByTestId('sidebar-module-cm').click();
    expect(await reachesPath(admin, '/cm/use/lead')).toBe('/cm/use/lead');
    expect(await visibleText(admin.getByTestId('module-menu').getByRole('link', { name: 'Leads' }))).toBe(
      'Leads',
    );
    expect(await admin.getByTestId('not-licensed').count()).toBe(0);
  });
});
