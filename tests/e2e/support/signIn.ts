import type { Page } from 'playwright-core';

/** Opens the sign-in page in English and signs in; resolves when the shell shows. */
export async function signIn(page: Page, baseUrl: string, account: string, password = 'demo1234'): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('sidebar').waitFor();
}
