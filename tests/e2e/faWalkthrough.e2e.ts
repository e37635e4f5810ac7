import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseAntdOption } from './support/chooseAntdOption';
import { gridRow } from './support/gridRow';
import { signIn } from './support/signIn';
import { xlsxOf } from '../support/xlsxOf';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { reachesPath, visibleText } from './support/waitForText';

const HEADERS = [
  'Voucher',
  'Voucher type',
  'Voucher date',
  'Voucher summary',
  'Account',
  'Summary',
  'Debit',
  'Credit',
  'Department',
];
type Cells = Array<string | number>;

/** A month of vouchers as an accountant keeps them: a row per line, grouped by "Voucher". */
const workbook = (rows: Cells[]) => xlsxOf([HEADERS, ...rows]);

/** Chooses `file` on the import page and checks it; answers the status line once it is back. */
async function checkFile(page: Page, name: string, file: Buffer): Promise<void> {
  await page.getByLabel('File to import').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByRole('button', { name: 'Check file' }).click();
}

// Issue 16's "done when", as a new accountant tries it in Chromium: a period and an account set
// up, a month of vouchers imported from a spreadsheet, the refused rows fixed, the vouchers
// confirmed and posted in batches, the six reports read, the period closed, and a voucher into
// the closed period refused.
describe('an accountant’s month', () => {
  const e2e = useServerAndBrowsers();

  it('sets up, imports a month, fixes it, posts it, reads the books and closes the period', async () => {
    const base = e2e.server.baseUrl;
    const page = await e2e.open();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, base, 'admin');

    // A period for May 2027 (the demo opens only 2026's).
    await page.goto(`${base}/fa/admin/maintain/parameter-period`);
    await page.getByRole('button', { name: 'New' }).click();
    const periodForm = page.getByRole('dialog');
    await periodForm.getByLabel('Year', { exact: true }).fill('2027');
    await periodForm.getByLabel('Month', { exact: true }).fill('5');
    await periodForm.getByRole('button', { name: 'Save', exact: true }).click();
    await gridRow(page, '2027-05');

    // An account of the chart: subscriptions, under operating expenses.
    await page.goto(`${base}/fa/admin/maintain/account-add`);
    await page.getByLabel('Account code', { exact: true }).fill('6199');
    await page.getByRole('group', { name: 'Account name' }).getByLabel('English').fill('E2E subscriptions');
    await chooseAntdOption(page.getByLabel('Parent account', { exact: true }), 'Operating expenses');
    await page.locator('h1').first().click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.url(), { timeout: 30_000 }).not.toContain('account-add');

    // The voucher list's Import opens the import page.
    await page.goto(`${base}/fa/use/accounting/voucher`);
    await page.getByRole('button', { name: 'Import' }).click();
    expect(await reachesPath(page, '/fa/use/accounting/voucher-import-result')).toBe(
      '/fa/use/accounting/voucher-import-result',
    );
    await page.getByRole('heading', { level: 1, name: 'Voucher import result' }).waitFor();
    expect(await visibleText(page.locator('.entity-import-screen'))).toContain('Voucher type');

    // May: rent, a subscription, a consulting fee. The first file has two mistakes.
    const may = (feeCredit: number, rentDepartment: string): Cells[] => [
      ['M1', 'T', '2027-05-03', 'May rent', '6112', 'Rent', 30000, '', rentDepartment],
      ['M1', '', '', '', '1111', 'Rent', '', 30000, ''],
      ['M2', 'P', '2027-05-10', 'Software', '6199', 'Subscription', 1200, '', ''],
      ['M2', '', '', '', '1113', 'Subscription', '', 1200, ''],
      ['M3', 'R', '2027-05-20', 'Consulting', '1113', 'Fee', 8000, '', ''],
      ['M3', '', '', '', '4611', 'Fee', '', feeCredit, ''],
    ];
    await checkFile(page, 'may.xlsx', await workbook(may(800, '')));
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    await problems.waitFor({ timeout: 30_000 });
    const listed = await visibleText(problems);
    expect(listed).toContain('Account 6112 needs a department.');
    expect(listed).toContain('Debits exceed credits by 7,200.00.');
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

    // Fixed: the rent's department and the fee's credit.
    await checkFile(page, 'may-fixed.xlsx', await workbook(may(8000, 'ADM')));
    await page.getByText('Rows checked: 6. Documents to create: 3.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Rows imported: 6. Documents created: 3.').waitFor({ timeout: 30_000 });

    // Confirmed, then posted, the three at once.
    for (const [path, action] of [
      ['batch-confirm', 'Confirm'],
      ['batch-post', 'Post'],
    ] as const) {
      await page.goto(`${base}/fa/use/accounting/${path}`);
      for (const summary of ['May rent', 'Software', 'Consulting'])
        await (await gridRow(page, summary)).getByRole('checkbox').first().check();
      await page.getByRole('button', { name: `${action} selected (3)` }).click();
      for (const summary of ['May rent', 'Software', 'Consulting'])
        await expect
          .poll(() => page.locator('.ag-row').filter({ hasText: summary }).count(), { timeout: 20_000 })
          .toBe(0);
    }

    // The books of May: the trial balance holds the month, the balance sheet's two sides agree.
    await page.goto(`${base}/fa/use/report/trial-balance?from=2027-05-01&to=2027-05-31&level=4`);
    const subscriptions = page.getByRole('row').filter({ hasText: '6199' });
    expect(await visibleText(subscriptions, 30_000)).toContain('1,200.00');
    expect(await visibleText(page.getByRole('row').filter({ hasText: '6112' }))).toContain('30,000.00');
    await page.goto(`${base}/fa/use/report/balance-sheet?asOf=2027-05-31&level=1`);
    const total = async (name: string) =>
      (await visibleText(page.getByRole('row').filter({ hasText: name }), 30_000)).replace(name, '').trim();
    expect(await total('Total assets')).toBe(await total('Total liabilities and equity'));
    for (const [path, heading] of [
      ['income-statement?from=2027-05-01&to=2027-05-31', 'Income statement'],
      ['journal?from=2027-05-01&to=2027-05-31', 'Journal'],
      ['general-ledger?account=6199&from=2027-05-01&to=2027-05-31', 'General ledger'],
      ['subs-daily-ledger?from=2027-05-01&to=2027-05-31', 'Subsidiary ledger'],
    ] as const) {
      await page.goto(`${base}/fa/use/report/${path}`);
      await page
        .getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) })
        .waitFor({ timeout: 30_000 });
    }
    // The subsidiary ledger lists the bank with May's fee and subscription.
    expect(
      await visibleText(page.getByRole('row').filter({ hasText: 'Subscription' }).first(), 30_000),
    ).toContain('1,200.00');

    // May closed: a voucher into it is refused, in the same import page.
    await page.goto(`${base}/fa/admin/maintain/parameter-period`);
    const period = await gridRow(page, '2027-05');
    await period.getByRole('button', { name: 'Close “2027-05”' }).click();
    // The dialog's × is named "Close" too: the action's button is the one that says so.
    await page
      .getByRole('dialog', { name: 'Close' })
      .getByRole('button', { name: 'Close', exact: true })
      .filter({ hasText: 'Close' })
      .click();
    await expect.poll(() => visibleText(period), { timeout: 20_000 }).toContain('Closed');
    await page.goto(`${base}/fa/use/accounting/voucher-import-result`);
    await checkFile(
      page,
      'late.xlsx',
      await workbook([
        ['L1', 'T', '2027-05-31', 'Late', '6113', 'Paper', 500, '', 'ADM'],
        ['L1', '', '', '', '1111', 'Paper', '', 500, ''],
      ]),
    );
    expect(await visibleText(page.getByRole('table', { name: 'Problems in the file' }), 30_000)).toContain(
      'The period 2027-05 is closed.',
    );
  });
});
