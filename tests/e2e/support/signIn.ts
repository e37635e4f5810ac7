import type { Page } from 'playwright-core';

/** Opens the sign-in page in English (a fresh profile would show Traditional Chinese). */
export async function openSignInPage(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
}

/** Fills the sign-in form and submits it; does not wait for the result. */
export async function submitSignIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens the sign-in page in English and signs in; resolves when the shell shows: its sidebar,
 * or below 768 px its menu button (the sidebar is then in the menu drawer).
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: string,
  password = 'demo1234',
): Promise<void> {
  await openSignInPage(page, baseUrl);
  await submitSignIn(page, account, password);
  await page.getByTestId('sidebar').or(page.getByTestId('menu-button')).first().waitFor();
}
