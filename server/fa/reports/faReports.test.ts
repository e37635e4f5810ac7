import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { markBookedLines } from '../vouchers/markBookedLines';

type Row = Record<string, string | number | null>;
const EN = { 'accept-language': 'en' };

// The six accounting reports on the generic report API, over books written for the test in
// 2031 (the demo's vouchers are in 2026): an opening in December 2030, January's sales, rent
// and wages, one draft that must not count.
describe.each(testDatabaseTargets())('the accounting reports on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  const run = async (report: string, params: Record<string, unknown>) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/fa/report/${report}/run`,
      headers: { ...bearer(admin.token), ...EN },
      payload: params,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Row[]; totals: Row | null };
  };

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    const db = t.server.ctx.db;
    const type = (
      await sql<{
        id: number;
      }>`select id from fa_voucher_types where deleted_at is null order by id limit 1`.execute(db)
    ).rows[0]!.id;
    const account = async (code: string) =>
      (
        await sql<{
          id: number;
        }>`select id from fa_accounts where code = ${code} and deleted_at is null`.execute(db)
      ).rows[0]!.id;
    const voucher = async (
      date: string,
      number: string,
      status: string,
      lines: Array<[string, string, string]>,
    ) => {
      const id = (
        await sql<{ id: number }>`
          insert into fa_vouchers (voucher_type_id, voucher_date, number, status, summary, total_debit, total_credit)
          values (${type}, ${date}::date, ${number}, ${status}, ${`test ${number}`}, 0, 0) returning id`.execute(
          db,
        )
      ).rows[0]!.id;
      let sort = 0;
      for (const [code, debit, credit] of lines) {
        sort += 1;
        await sql`insert into fa_voucher_lines (voucher_id, sort, account_id, summary, debit, credit)
          values (${id}, ${sort}, ${await account(code)}, ${`line ${sort}`}, ${debit}::numeric, ${credit}::numeric)`.execute(
          db,
        );
      }
      // As posting through the API does: the lines of a posted voucher carry its date.
      await markBookedLines(db, id);
    };
    // Capital paid in; January: a sale on account, the rent, the wages; a draft sale not posted.
    await voucher('2030-12-31', 'T-0001', 'posted', [
      ['1111', '1000000.00', '0'],
      ['3111', '0', '1000000.00'],
    ]);
    await voucher('2031-01-05', 'T-0002', 'posted', [
      ['1191', '52500.00', '0'],
      ['4111', '0', '52500.00'],
    ]);
    await voucher('2031-01-10', 'P-0001', 'posted', [
      ['6112', '30000.00', '0'],
      ['1111', '0', '30000.00'],
    ]);
    await voucher('2031-01-25', 'P-0002', 'posted', [
      ['6111', '12345.67', '0'],
      ['1111', '0', '12345.67'],
    ]);
    await voucher('2031-01-28', 'T-0003', 'draft', [
      ['1191', '999.00', '0'],
      ['4111', '0', '999.00'],
    ]);
  });
  afterAll(async () => t.close());

  const JANUARY = { from: '2031-01-01', to: '2031-01-31' };
  const byCode = (rows: Row[], code: string) => rows.find((r) => r.code === code);

  it('balances the trial balance: opening, movements and closing by account, drafts left out', async () => {
    const { rows, totals } = await run('trial-balance', { ...JANUARY, level: 4 });
    expect(byCode(rows, '1111')).toMatchObject({
      openingDebit: '1000000.00',
      credit: '42345.67',
      closingDebit: '957654.33',
      closingCredit: '0.00',
    });
    expect(byCode(rows, '4111')).toMatchObject({ credit: '52500.00', closingCredit: '52500.00' });
    expect(totals!.debit).toBe(totals!.credit);
    expect(totals!.openingDebit).toBe(totals!.openingCredit);
    expect(totals!.closingDebit).toBe(totals!.closingCredit);
    // Level 1: the five headings only, still in balance.
    const top = await run('trial-balance', { ...JANUARY, level: 1 });
    expect(top.rows.every((r) => String(r.code).length === 1)).toBe(true);
    expect(top.totals!.closingDebit).toBe(top.totals!.closingCredit);
  });

  it('runs the cash ledger with its balance after every line', async () => {
    const { rows, totals } = await run('general-ledger', { account: '1111', ...JANUARY });
    expect(rows.map((r) => [r.number, r.balance])).toEqual([
      [null, '1000000.00'],
      ['P-0001', '970000.00'],
      ['P-0002', '957654.33'],
    ]);
    expect(totals).toMatchObject({ debit: '0.00', credit: '42345.67' });
  });

  it('lists the journal line by line with equal totals, and the subsidiary ledger account by account', async () => {
    const journal = await run('journal', JANUARY);
    expect(journal.rows.map((r) => r.number)).toEqual([
      'T-0002',
      'T-0002',
      'P-0001',
      'P-0001',
      'P-0002',
      'P-0002',
    ]);
    expect(journal.totals).toMatchObject({ debit: '94845.67', credit: '94845.67' });
    // Every asset account with a movement or a balance (the demo's 2026 books have some too).
    const ledger = await run('subs-daily-ledger', { ...JANUARY, fromCode: '1', toCode: '1999' });
    const codes = [...new Set(ledger.rows.map((r) => String(r.code)))];
    expect(codes).toEqual(expect.arrayContaining(['1111', '1191']));
    expect(codes.every((code) => code.startsWith('1'))).toBe(true);
    expect(ledger.rows.filter((r) => r.number === 'T-0002').map((r) => r.code)).toEqual(['1191']);
  });

  it('states the income of the period and a balance sheet whose two sides are equal', async () => {
    const income = await run('income-statement', { ...JANUARY, level: 4 });
    const named = (rows: Row[], name: string) => rows.find((r) => r.name === name)?.amount;
    expect(named(income.rows, 'Total revenue')).toBe('52500.00');
    expect(named(income.rows, 'Total costs and expenses')).toBe('42345.67');
    expect(named(income.rows, 'Net income')).toBe('10154.33');
    // The demo's 2026 books stand before ours: January adds its net income to both sides.
    const before = await run('balance-sheet', { asOf: '2030-12-31', level: 4 });
    const sheet = await run('balance-sheet', { asOf: '2031-01-31', level: 4 });
    for (const { rows } of [before, sheet])
      expect(named(rows, 'Total assets')).toBe(named(rows, 'Total liabilities and equity'));
    const grew = (label: string) =>
      (Number(named(sheet.rows, label)) * 100 - Number(named(before.rows, label)) * 100) / 100;
    expect(grew('Total assets')).toBe(10154.33);
    expect(grew('Earnings not yet closed')).toBe(10154.33);
  });

  it('narrows every report to a department and the departments below it', async () => {
    const db = t.server.ctx.db;
    const id = async (table: 'fa_accounts' | 'departments', code: string) =>
      (
        await sql<{
          id: number;
        }>`select id from ${sql.table(table)} where code = ${code} and deleted_at is null`.execute(db)
      ).rows[0]!.id;
    const voucher = (
      await sql<{ id: number }>`
        insert into fa_vouchers (voucher_type_id, voucher_date, number, status, summary, total_debit, total_credit)
        select id, '2031-02-10', 'T-0004', 'posted', 'February costs', 150, 150 from fa_voucher_types
        order by id limit 1 returning id`.execute(db)
    ).rows[0]!.id;
    // Supplies for HR (a section of Administration), travel for Sales, paid in cash (no department).
    for (const [sort, code, debit, credit, department] of [
      [1, '6113', '100', '0', 'HR'],
      [2, '6114', '50', '0', 'SAL'],
      [3, '1111', '0', '150', null],
    ] as const)
      await sql`insert into fa_voucher_lines (voucher_id, sort, account_id, summary, debit, credit, department_id)
        values (${voucher}, ${sort}, ${await id('fa_accounts', code)}, 'line', ${debit}::numeric, ${credit}::numeric,
          ${department ? await id('departments', department) : null})`.execute(db);
    await markBookedLines(db, voucher);
    const FEBRUARY = { from: '2031-02-01', to: '2031-02-28', level: 4 };
    const admin = { ...FEBRUARY, department: await id('departments', 'ADM') };
    const tb = await run('trial-balance', admin);
    // The demo's October rent (Administration) and November supplies (its HR section) open February.
    expect(tb.rows.map((r) => [r.code, r.openingDebit, r.debit])).toEqual([
      ['6112', '50000.00', '0.00'],
      ['6113', '3600.00', '100.00'],
    ]);
    const income = await run('income-statement', admin);
    expect(income.rows.find((r) => r.name === 'Net income')?.amount).toBe('-100.00');
    const { level: _level, ...journalParams } = admin;
    const journal = await run('journal', journalParams);
    expect(journal.rows.map((r) => r.code)).toEqual(['6113']);
    const everyone = await run('trial-balance', FEBRUARY);
    const moved = everyone.rows.filter((r) => r.debit !== '0.00' || r.credit !== '0.00');
    expect(moved.map((r) => r.code)).toEqual(['1111', '6113', '6114']);
  });

  it('refuses a period that ends before it starts, and staff outside accounting', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/fa/report/journal/run',
      headers: { ...bearer(admin.token), ...EN },
      payload: { from: '2031-01-31', to: '2031-01-01' },
    });
    expect(res.statusCode).toBe(422);
    const staff = await t.signIn('staff');
    const refused = await t.request({
      method: 'POST',
      url: '/api/fa/report/journal/run',
      headers: bearer(staff.token),
      payload: JANUARY,
    });
    expect(refused.statusCode).toBe(403);
  });
});
