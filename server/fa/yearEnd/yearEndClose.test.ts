import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };
type Row = Record<string, string | number | boolean | null>;

// Issue 16: the year-end mapping and the closing voucher it produces, on the demo's books of 2026.
describe.each(testDatabaseTargets())('the year-end close on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, headers: { ...bearer(admin.token), ...EN }, ...(payload ? { payload } : {}) });
  const report = async (name: string, params: Record<string, unknown>) => {
    const res = await call('POST', `/api/fa/report/${name}/run`, params);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows as Row[];
  };
  const named = (rows: Row[], name: string) => rows.find((r) => r.name === name)?.amount;
  const accountId = async (code: string) =>
    (await sql<{ id: number }>`select id from fa_accounts where code = ${code}`.execute(t.server.ctx.db))
      .rows[0]!.id;
  const YEAR = { year: 2026, voucherType: 'T' };

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
  });
  afterAll(async () => t.close());

  it('maps only revenue and expense accounts, into a postable equity account', async () => {
    const mappings = (await call('GET', '/api/fa/year-end-mapping')).json().data as Row[];
    // The demo: revenue (4), cost of sales (5) and operating expenses (6) close into 3353.
    expect(mappings).toHaveLength(3);
    const cash = await call('POST', '/api/fa/year-end-mapping', {
      account_id: await accountId('1111'),
      target_account_id: await accountId('3351'),
    });
    expect(cash.statusCode).toBe(422);
    expect(cash.json().errors).toEqual({ account_id: ['Account 1111 is not a revenue or expense account.'] });
    const heading = await call('POST', '/api/fa/year-end-mapping', {
      account_id: await accountId('4611'),
      target_account_id: await accountId('3'),
    });
    expect(heading.json().errors).toEqual({
      target_account_id: ['Account 3 is not a postable, active equity account.'],
    });
  });

  it('previews the closing voucher: every income account to zero, the net into equity', async () => {
    const res = await call('POST', '/api/fa/year-end-close/preview', YEAR);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as Row[];
    expect(rows.length).toBeGreaterThan(2);
    const debit = rows.reduce((s, r) => s.plus(String(r.debit)), new Decimal(0));
    const credit = rows.reduce((s, r) => s.plus(String(r.credit)), new Decimal(0));
    expect(debit.toFixed(2)).toBe(credit.toFixed(2));
    // The demo's USD service receipt (31,960 TWD) is revenue, closed by a debit.
    expect(rows.find((r) => r.code === '4611')).toMatchObject({ debit: '31960.00', credit: '0.00' });
    expect(new Set(rows.map((r) => r.closesInto))).toEqual(new Set(['3353']));
    expect(rows.at(-1)).toMatchObject({ code: '3353' });
  });

  it('refuses to close into a closed period, then posts one closing voucher and finds nothing left', async () => {
    const before = await report('income-statement', { from: '2026-01-01', to: '2026-12-31', level: 4 });
    const period = (
      await sql<{ id: number }>`select id from fa_periods where code = '2026-12'`.execute(t.server.ctx.db)
    ).rows[0]!.id;
    expect((await call('POST', `/api/fa/period/${period}/actions/close`, {})).statusCode).toBe(200);
    const refused = await call('POST', '/api/fa/year-end-close/apply', YEAR);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ year: ['The period 2026-12 is closed.'] });
    const reopened = await call('POST', `/api/fa/period/${period}/actions/reopen`, {
      reason: 'Year-end close',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);

    const applied = await call('POST', '/api/fa/year-end-close/apply', YEAR);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.count).toBeGreaterThan(2);
    // What the apply answers is the preview as it is after: nothing left to close.
    expect(applied.json().data.rows).toEqual([]);
    const voucher = (
      await sql<{ number: string; status: string; voucher_date: string; total_debit: string }>`
      select number, status, to_char(voucher_date, 'YYYY-MM-DD') as voucher_date, total_debit::text as total_debit
      from fa_vouchers where closing_year = 2026`.execute(t.server.ctx.db)
    ).rows;
    expect(voucher).toHaveLength(1);
    expect(voucher[0]).toMatchObject({ status: 'posted', voucher_date: '2026-12-31' });
    expect(voucher[0]!.number).toMatch(/^轉-202612-\d{4}$/);
    const again = await call('POST', '/api/fa/year-end-close/apply', YEAR);
    expect(again.json().data.count).toBe(0);

    // The balance sheet: the year's earnings are now in 3353, none left unclosed, both sides equal.
    const sheet = await report('balance-sheet', { asOf: '2026-12-31', level: 4 });
    expect(named(sheet, 'Earnings not yet closed')).toBe('0.00');
    expect(named(sheet, 'Total assets')).toBe(named(sheet, 'Total liabilities and equity'));
    // The income statement still shows the year's earnings: the closing voucher moves them, it does not earn them.
    const after = await report('income-statement', { from: '2026-01-01', to: '2026-12-31', level: 4 });
    expect(after).toEqual(before);
    const profit = sheet.find((r) => r.code === '3353')!.amount;
    expect(profit).toBe(named(before, 'Net income'));
  });
});
