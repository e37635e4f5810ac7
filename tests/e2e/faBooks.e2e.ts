import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

interface Created {
  data: { id: number; number: string | null };
}

// Issue 16 in Chromium: vouchers entered and posted (through the API here), then the books read
// on the report screens: the trial balance of the month, a drill-down from an account to its
// general ledger, from a voucher number to the voucher, the balance sheet, and the Excel file.
describe('reading the books', () => {
  const e2e = useServerAndBrowsers();

  it('posts a voucher, reads the trial balance, drills down to the voucher, and exports', async () => {
    const base = e2e.server.baseUrl;
    const ids = async (api: string) =>
      (await apiAs<{ data: Array<{ id: number; code: string }> }>(base, 'admin', 'GET', `${api}/all`)).body
        .data;
    const accounts = await ids('/api/fa/account');
    const id = (code: string) => accounts.find((a) => a.code === code)!.id;
    const type = (await ids('/api/fa/voucher-type')).find((v) => v.code === 'R')!.id;
    // A month of its own in 2027, so nothing else on the server moves its figures.
    const created = await apiAs<Created>(base, 'admin', 'POST', '/api/fa/voucher', {
      voucher_type_id: type,
      voucher_date: '2027-03-15',
      summary: 'Consulting fee received',
      lines: [
        { account_id: id('1111'), debit: 8400 },
        { account_id: id('4611'), credit: 8400 },
      ],
    });
    expect(created.status).toBe(201);
    const voucher = created.body.data.id;
    expect(
      (await apiAs(base, 'admin', 'POST', `/api/fa/voucher/${voucher}/actions/confirm`, {})).status,
    ).toBe(200);
    const posted = await apiAs<Created>(base, 'admin', 'POST', `/api/fa/voucher/${voucher}/actions/post`, {});
    expect(posted.status).toBe(200);
    const number = posted.body.data.number!;

    const page = await e2e.open();
    await signIn(page, base, 'admin');
    await page.goto(`${base}/fa/use/report/trial-balance?from=2027-03-01&to=2027-03-31&level=4`);
    await page.getByRole('heading', { name: 'Trial balance 2027-03-01 – 2027-03-31', level: 1 }).waitFor({
      timeout: 20_000,
    });
    const cash = page.getByRole('row').filter({ has: page.getByRole('link', { name: '1111', exact: true }) });
    expect(await visibleText(cash, 20_000)).toContain('8,400.00');

    // The Excel file of what is shown.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fa-trialBalance-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // Account 1111 opens its general ledger of the same month, the voucher's number the voucher.
    await page.getByRole('link', { name: '1111', exact: true }).click();
    await page
      .getByRole('heading', { name: 'General ledger 1111, 2027-03-01 – 2027-03-31', level: 1 })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: number, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/fa/use/accounting/voucher', { timeout: 20_000 });
    expect(await visibleText(page.getByRole('gridcell', { name: number, exact: true }), 20_000)).toBe(number);

    // The balance sheet on the month's end balances.
    await page.goto(`${base}/fa/use/report/balance-sheet?asOf=2027-03-31&level=4`);
    const assets = page.getByRole('row').filter({ hasText: 'Total assets' });
    const both = page.getByRole('row').filter({ hasText: 'Total liabilities and equity' });
    const figure = async (row: typeof assets) => (await visibleText(row, 20_000)).replace(/^\D+/, '');
    expect(await figure(assets)).toBe(await figure(both));
  });
});
