import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { formatAmount } from './voucherAmounts';

const EN = { 'accept-language': 'en' };
/** The demo's USD rate on and after 2 March 2026, used by every USD line dated in December. */
const USD_RATE = new Decimal('31.96');

/** A random voucher: TWD lines split so they balance, and maybe a USD line against TWD, off by `skew`. */
const voucherArb = fc.record({
  debits: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 3 }),
  creditParts: fc.integer({ min: 1, max: 3 }),
  usdCents: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
  skew: fc.constantFrom(0, 0, 0, 1, -7),
  next: fc.constantFrom('post', 'post', 'confirm', 'reverse', 'unpost', 'draft'),
});

// Issue 16: whatever valid vouchers are entered and moved through their states, the posted lines balance.
describe.each(testDatabaseTargets())('the books stay balanced on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  const accounts = new Map<string, number>();
  let usd = 0;
  let type = 0;
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, headers: { ...bearer(admin.token), ...EN }, ...(payload ? { payload } : {}) });
  const postedTotals = async () => {
    const row = await sql<{ debit: string; credit: string }>`
      select coalesce(sum(l.debit), 0)::text as debit, coalesce(sum(l.credit), 0)::text as credit
      from fa_voucher_lines l join fa_vouchers v on v.id = l.voucher_id
      where v.status = 'posted' and v.deleted_at is null and l.deleted_at is null`.execute(t.server.ctx.db);
    return { debit: new Decimal(row.rows[0]!.debit), credit: new Decimal(row.rows[0]!.credit) };
  };
  /** Lines whose books' date (posted_on, what the reports read) is not their voucher's posted date. */
  const misdatedLines = async () =>
    Number(
      (
        await sql<{ n: number }>`
          select count(*)::int as n from fa_voucher_lines l join fa_vouchers v on v.id = l.voucher_id
          where l.posted_on is distinct from (case when v.status = 'posted' and v.deleted_at is null
            then v.voucher_date end)`.execute(t.server.ctx.db)
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    const rows = await sql<{ id: number; code: string }>`
      select id, code from fa_accounts where code in ('1111', '1113', '4611')`.execute(t.server.ctx.db);
    for (const r of rows.rows) accounts.set(r.code, r.id);
    usd = (
      await sql<{ id: number }>`select id from fa_currencies where code = 'USD'`.execute(t.server.ctx.db)
    ).rows[0]!.id;
    type = (
      await sql<{ id: number }>`select id from fa_voucher_types where code = 'T'`.execute(t.server.ctx.db)
    ).rows[0]!.id;
  });
  afterAll(async () => t.close());

  it('refuses exactly the unbalanced vouchers, naming the difference, and keeps posted debits equal to credits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(voucherArb, { minLength: 1, maxLength: 4 }), async (vouchers) => {
        for (const v of vouchers) {
          const total = v.debits.reduce((a, b) => a + b, 0);
          const lines: Record<string, unknown>[] = v.debits.map((d) => ({
            account_id: accounts.get('1111'),
            debit: d,
          }));
          // Credits: the total in `creditParts` parts (the last takes the rest).
          const part = Math.max(1, Math.floor(total / v.creditParts));
          let left = total;
          for (let i = 0; i < v.creditParts && left > 0; i++) {
            const amount = i === v.creditParts - 1 ? left : Math.min(part, left);
            lines.push({ account_id: accounts.get('4611'), credit: amount });
            left -= amount;
          }
          let expected = new Decimal(0);
          if (v.usdCents !== null) {
            const fx = new Decimal(v.usdCents).dividedBy(100);
            const base = fx.times(USD_RATE).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
            lines.push({
              account_id: accounts.get('1113'),
              debit: 1,
              currency_id: usd,
              fx_amount: fx.toNumber(),
            });
            const credit = base.plus(v.skew);
            if (credit.gt(0)) lines.push({ account_id: accounts.get('4611'), credit: credit.toNumber() });
            expected = credit.gt(0) ? base.minus(credit) : base;
          }
          const created = await call('POST', '/api/fa/voucher', {
            voucher_type_id: type,
            voucher_date: '2026-12-20',
            lines,
          });
          if (!expected.isZero()) {
            const key = expected.gt(0) ? 'Debits exceed credits' : 'Credits exceed debits';
            expect(created.statusCode).toBe(422);
            expect(created.json().errors).toEqual({ lines: [`${key} by ${formatAmount(expected.abs())}.`] });
            continue;
          }
          expect(created.json()).toMatchObject({ data: {} });
          expect(created.statusCode).toBe(201);
          const row = created.json().data as { id: number; total_debit: number; total_credit: number };
          expect(row.total_debit).toBe(row.total_credit);
          const act = async (key: string) =>
            expect(
              (await call('POST', `/api/fa/voucher/${row.id}/actions/${key}`, {})).statusCode,
            ).toBeLessThan(300);
          if (v.next === 'draft') continue;
          await act('confirm');
          if (v.next === 'confirm') continue;
          await act('post');
          if (v.next === 'reverse') await act('reverse');
          if (v.next === 'unpost') await act('unpost');
        }
        const totals = await postedTotals();
        expect(totals.debit.toFixed(2)).toBe(totals.credit.toFixed(2));
        // Posting, unposting and reversing keep each line's books' date with its voucher.
        expect(await misdatedLines()).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('leaves assets equal to liabilities and equity, and no earnings unclosed, after any year is closed', async () => {
    const department = (
      await sql<{ id: number }>`select id from departments where code = 'ADM'`.execute(t.server.ctx.db)
    ).rows[0]!.id;
    const ids = new Map(
      (
        await sql<{ id: number; code: string }>`
          select id, code from fa_accounts where code in ('1111', '1113', '3111', '4111', '4611', '5111', '6112')`.execute(
          t.server.ctx.db,
        )
      ).rows.map((r) => [r.code, r.id]),
    );
    const codes = [...ids.keys()];
    // A voucher: a debit and a credit account (different) and an amount with cents.
    const entryArb = fc.record({
      debit: fc.constantFrom(...codes),
      credit: fc.constantFrom(...codes),
      cents: fc.integer({ min: 1, max: 100_000_000 }),
      month: fc.integer({ min: 1, max: 12 }),
    });
    const line = (code: string, side: 'debit' | 'credit', amount: number) => ({
      account_id: ids.get(code),
      [side]: amount,
      ...(code === '6112' ? { department_id: department } : {}),
    });
    // The books so far (the demo's and the first property's, all in 2026) are closed first.
    expect(
      (await call('POST', '/api/fa/year-end-close/apply', { year: 2026, voucherType: 'T' })).statusCode,
    ).toBe(200);
    // Each run books a year of its own after the last, so the closes follow one another.
    let year = 2040;
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { minLength: 1, maxLength: 5 }), async (entries) => {
        year += 1;
        for (const e of entries.filter((x) => x.debit !== x.credit)) {
          // TWD has no decimals: whole dollars.
          const amount = Math.ceil(e.cents / 100);
          const created = await call('POST', '/api/fa/voucher', {
            voucher_type_id: type,
            voucher_date: `${year}-${String(e.month).padStart(2, '0')}-15`,
            lines: [line(e.debit, 'debit', amount), line(e.credit, 'credit', amount)],
          });
          expect(created.statusCode, created.body).toBe(201);
          const id = created.json().data.id as number;
          for (const key of ['confirm', 'post'])
            expect((await call('POST', `/api/fa/voucher/${id}/actions/${key}`, {})).statusCode).toBe(200);
        }
        const closed = await call('POST', '/api/fa/year-end-close/apply', { year, voucherType: 'T' });
        expect(closed.statusCode, closed.body).toBe(200);
        const sheet = await call('POST', '/api/fa/report/balance-sheet/run', {
          asOf: `${year}-12-31`,
          level: 1,
        });
        const rows = sheet.json().data.rows as Array<{ name: string; amount: string }>;
        const amount = (name: string) => rows.find((r) => r.name === name)!.amount;
        expect(amount('Earnings not yet closed')).toBe('0.00');
        // The closing voucher's lines are in the books on the year's last day.
        expect(await misdatedLines()).toBe(0);
        expect(amount('Total assets')).toBe(amount('Total liabilities and equity'));
      }),
      { numRuns: 12 },
    );
  });
});
