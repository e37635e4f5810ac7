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
type Row = Record<string, unknown> & { id: number; version: number };
type Line = Record<string, unknown>;

// Issue 16: vouchers that always balance, numbered when confirmed, changed only through a reversal.
describe.each(testDatabaseTargets())('vouchers on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  const ids = new Map<string, number>();
  const call = async (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const idOf = async (table: string, code: string) => {
    const key = `${table}:${code}`;
    if (!ids.has(key)) {
      const row = await sql<{ id: number }>`
        select id from ${sql.table(table)} where code = ${code} and deleted_at is null`.execute(
        t.server.ctx.db,
      );
      ids.set(key, row.rows[0]!.id);
    }
    return ids.get(key)!;
  };
  const account = (code: string) => idOf('fa_accounts', code);
  const line = async (code: string, side: 'debit' | 'credit', amount: number, extra: Line = {}) => ({
    account_id: await account(code),
    [side]: amount,
    ...extra,
  });
  /** Cash 1111 against service revenue 4611. */
  const simple = async (amount = 1000) => [
    await line('1111', 'debit', amount),
    await line('4611', 'credit', amount),
  ];
  const create = async (date: string, lines: Line[], type = 'T', who = admin) =>
    call(who, 'POST', '/api/fa/voucher', {
      voucher_type_id: await idOf('fa_voucher_types', type),
      voucher_date: date,
      summary: 'Test voucher',
      lines,
    });
  const draft = async (date: string, type = 'T', amount = 1000) => {
    const res = await create(date, await simple(amount), type);
    expect(res.statusCode).toBe(201);
    return res.json().data as Row;
  };
  const act = async (id: number, key: string, who = admin, body: Record<string, unknown> = {}) =>
    call(who, 'POST', `/api/fa/voucher/${id}/actions/${key}`, body);
  const posted = async (date: string, amount = 1000) => {
    const row = await draft(date, 'T', amount);
    expect((await act(row.id, 'confirm')).statusCode).toBe(200);
    const done = await act(row.id, 'post');
    expect(done.statusCode).toBe(200);
    return done.json().data as Row;
  };

  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
  });
  afterAll(async () => t.close());

  it('seeds posted vouchers in October and November 2026 and one draft', async () => {
    const rows = (await call(admin, 'GET', '/api/fa/voucher?sort=voucher_date&per_page=50')).json()
      .data as Row[];
    const demo = rows.filter((r) => String(r.voucher_date) < '2026-12');
    expect(demo.map((r) => r.status)).toEqual(['posted', 'posted', 'posted', 'posted', 'draft']);
    expect(demo[0]!.number).toBe('支-202610-0001');
    expect(demo[4]!.number).toBeNull();
    // The USD receipt: 1,000 USD at the latest rate before 10 November (31.96), in TWD.
    const usd = await call(admin, 'GET', `/api/fa/voucher/${demo[3]!.id}`);
    expect(usd.json().data).toMatchObject({ total_debit: 31960, total_credit: 31960 });
    expect(usd.json().data.lines[0]).toMatchObject({ fx_amount: 1000, rate: 31.96, debit: 31960, credit: 0 });
  });

  it('refuses an unbalanced voucher, naming the difference on the lines', async () => {
    const res = await create('2026-12-01', [
      await line('1111', 'debit', 3750),
      await line('4611', 'credit', 2500),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ lines: ['Debits exceed credits by 1,250.00.'] });
    const other = await create('2026-12-01', [
      await line('1111', 'debit', 100),
      await line('4611', 'credit', 100.5),
    ]);
    expect(other.statusCode).toBe(422);
    // TWD has no decimals (the demo's base currency, scale 0): the half dollar is refused where it is.
    expect(other.json().errors).toEqual({
      'lines.1.credit': ['Amounts in TWD have at most 0 decimal places.'],
    });
    const credits = await create('2026-12-01', [
      await line('1111', 'debit', 100),
      await line('4611', 'credit', 1100),
    ]);
    expect(credits.json().errors).toEqual({ lines: ['Credits exceed debits by 1,000.00.'] });
  });

  it('refuses a voucher whose total passes fifteen digits, which JSON could not carry exactly', async () => {
    const big = 999_999_999_999;
    const lines = [];
    // Eleven lines of the largest amount a line takes: 10,999,999,999,989 in all.
    for (let i = 0; i < 11; i++)
      lines.push(await line('1111', 'debit', big), await line('4611', 'credit', big));
    const res = await create('2026-12-01', lines);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ lines: ['A voucher totals at most 9,999,999,999,999.99.'] });
  });

  it('refuses a line with both sides or none, a heading, and a missing department or partner', async () => {
    const res = await create('2026-12-01', [
      await line('1111', 'debit', 100, { credit: 100 }),
      await line('4611', 'credit', 0),
      await line('11', 'debit', 5),
      await line('6112', 'debit', 5),
      await line('1191', 'credit', 10),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'lines.0.debit': ['Enter a debit or a credit, not both.'],
      'lines.1.debit': ['Enter the amount as a debit or as a credit.'],
      'lines.2.account_id': ['Account 11 is a heading; choose a postable account.'],
      'lines.3.department_id': ['Account 6112 needs a department.'],
      'lines.4.customer_id': ['Account 1191 needs a customer or a supplier.'],
    });
  });

  it('computes a foreign-currency line from the rate of the voucher date, or the one given', async () => {
    const usd = await idOf('fa_currencies', 'USD');
    const res = await create('2026-02-15', [
      await line('1113', 'debit', 1, { currency_id: usd, fx_amount: 100.25 }),
      await line('4611', 'credit', 1, { currency_id: usd, fx_amount: 100.25, rate: 32.18 }),
    ]);
    expect(res.statusCode).toBe(201);
    // 100.25 × 32.18 (the rate of 2 February, the latest before the 15th) = 3226.045, rounded to 3226 TWD.
    expect(res.json().data).toMatchObject({ total_debit: 3226, total_credit: 3226, status: 'draft' });
    expect(res.json().data.lines[0]).toMatchObject({ rate: 32.18, debit: 3226 });
    const noRate = await create('2025-12-31', [
      await line('1113', 'debit', 1, { currency_id: usd, fx_amount: 10 }),
      await line('4611', 'credit', 320),
    ]);
    expect(noRate.json().errors).toEqual({
      'lines.0.rate': ['There is no exchange rate for USD on or before 2025-12-31.'],
    });
  });

  it('numbers vouchers when confirmed, per type and month; unconfirm keeps the number', async () => {
    const a = await draft('2026-12-03', 'R');
    const b = await draft('2026-12-04', 'R');
    expect(a.number).toBeNull();
    expect((await act(b.id, 'confirm')).json().data).toMatchObject({
      number: '收-202612-0001',
      status: 'confirmed',
    });
    expect((await act(a.id, 'confirm')).json().data.number).toBe('收-202612-0002');
    const back = await act(a.id, 'unconfirm');
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ number: '收-202612-0002', status: 'draft' });
    const deleted = await call(admin, 'DELETE', `/api/fa/voucher/${a.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'Voucher 收-202612-0002 has its number: correct it rather than delete it, so the numbers keep no gap.',
    );
    expect((await act(a.id, 'confirm')).json().data.number).toBe('收-202612-0002');
    const january = await draft('2027-01-02', 'R');
    expect((await act(january.id, 'confirm')).json().data.number).toBe('收-202701-0001');
  });

  it('gives ten concurrent confirms distinct consecutive numbers', async () => {
    const rows = [];
    for (let i = 0; i < 10; i++) rows.push(await draft('2026-12-10', 'P', 100 + i));
    const answers = await Promise.all(rows.map((r) => act(r.id, 'confirm')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const numbers = answers.map((a) => a.json().data.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `支-202612-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('keeps a confirmed or posted voucher from being edited or deleted', async () => {
    const row = await posted('2026-12-11');
    const put = await call(admin, 'PUT', `/api/fa/voucher/${row.id}`, {
      summary: 'Changed',
      version: row.version,
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(
      `Voucher ${row.number} is posted: it changes only through a reversing voucher.`,
    );
    const del = await call(admin, 'DELETE', `/api/fa/voucher/${row.id}`);
    expect(del.statusCode).toBe(409);
    const shown = (await call(admin, 'GET', `/api/fa/voucher/${row.id}`)).json().data;
    expect(shown.summary).toBe('Test voucher');
    // editableWhen: the screens offer a posted voucher's reversal, not an edit or a delete.
    expect(shown.allowedActions).toEqual(expect.arrayContaining(['view', 'reverse']));
    expect(shown.allowedActions).not.toContain('edit');
    expect(shown.allowedActions).not.toContain('delete');
    const confirmed = await draft('2026-12-11');
    const version = (await act(confirmed.id, 'confirm')).json().data.version;
    const edit = await call(admin, 'PUT', `/api/fa/voucher/${confirmed.id}`, { summary: 'Changed', version });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/is confirmed: unconfirm it before changing or deleting it\.$/);
    // A draft is edited and deleted as any record.
    const open = await draft('2026-12-11');
    const fixed = await call(admin, 'PUT', `/api/fa/voucher/${open.id}`, {
      summary: 'Fixed',
      version: open.version,
    });
    expect(fixed.statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/fa/voucher/${open.id}`)).statusCode).toBe(200);
  });

  it('refuses creating, confirming and posting into a closed period', async () => {
    const periods = (await call(admin, 'GET', '/api/fa/period?filter[year]=2026&per_page=20')).json()
      .data as Row[];
    const march = periods.find((p) => p.month === 3)!;
    const confirmed = await draft('2026-03-20');
    await act(confirmed.id, 'confirm');
    const waiting = await draft('2026-03-21');
    expect((await call(admin, 'POST', `/api/fa/period/${march.id}/actions/close`, {})).statusCode).toBe(200);
    const post = await act(confirmed.id, 'post');
    expect(post.statusCode).toBe(422);
    expect(post.json().errors).toEqual({ voucher_date: ['The period 2026-03 is closed.'] });
    expect((await act(waiting.id, 'confirm')).json().errors).toEqual({
      voucher_date: ['The period 2026-03 is closed.'],
    });
    const created = await create('2026-03-22', await simple());
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ voucher_date: ['The period 2026-03 is closed.'] });
    expect((await call(admin, 'GET', `/api/fa/voucher/${confirmed.id}`)).json().data.status).toBe(
      'confirmed',
    );
  });

  it('reverses a posted voucher with a posted voucher of the sides swapped, once', async () => {
    const row = await posted('2026-12-12', 4321);
    const res = await act(row.id, 'reverse', admin, { reason: 'Entered twice' });
    expect(res.statusCode).toBe(201);
    const reversal = res.json().data as Row;
    expect(reversal).toMatchObject({
      status: 'posted',
      reversal_of_id: row.id,
      total_debit: 4321,
      total_credit: 4321,
      summary: `Reversal of ${row.number}: Entered twice`,
    });
    expect(reversal.number).toMatch(/^轉-\d{6}-\d{4}$/);
    const lines = (await call(admin, 'GET', `/api/fa/voucher/${reversal.id}`)).json().data.lines as Line[];
    expect(lines.map((l) => [l.account_id, l.debit, l.credit])).toEqual([
      [await account('1111'), 0, 4321],
      [await account('4611'), 4321, 0],
    ]);
    // Together they leave nothing on either account.
    const net = await sql<{ account_id: number; net: string }>`
      select account_id, sum(debit - credit)::text as net from fa_voucher_lines
      where voucher_id in (${row.id}, ${reversal.id}) and deleted_at is null group by account_id`.execute(
      t.server.ctx.db,
    );
    expect(net.rows.map((r) => Number(r.net))).toEqual([0, 0]);
    const again = await act(row.id, 'reverse');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Voucher ${row.number} has already been reversed by ${reversal.number}.`,
    );
  });

  it('dates a reversal on the day chosen, never before the voucher nor in a closed period', async () => {
    const row = await posted('2026-12-14', 777);
    const early = await act(row.id, 'reverse', admin, { date: '2026-12-13' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({
      date: ['A reversal cannot be dated before the voucher it reverses (2026-12-14).'],
    });
    const done = await act(row.id, 'reverse', admin, { date: '2027-01-04' });
    expect(done.statusCode).toBe(201);
    expect(done.json().data).toMatchObject({
      voucher_date: '2027-01-04',
      status: 'posted',
      reversal_of_id: row.id,
    });
    expect(done.json().data.number).toMatch(/^轉-202701-\d{4}$/);
    const bad = await act(row.id, 'reverse', admin, { date: '4 January' });
    expect(bad.statusCode).toBe(422);
  });

  it('grants unconfirm and unpost apart: without the right, 403', async () => {
    const { db } = t.server.ctx;
    const clerk = await t.signIn('user02');
    for (const action of ['view', 'create', 'edit', 'confirm', 'post'])
      await db
        .insertInto('rights')
        .values({ owner: `u${clerk.user.id}`, path: `fa.use.voucher.actions.${action}` })
        .execute();
    t.server.ctx.permissions.clear(clerk.user.id);
    const signedIn = await t.signIn('user02');
    const created = await create('2026-12-13', await simple(), 'T', signedIn);
    expect(created.statusCode).toBe(201);
    const id = (created.json().data as Row).id;
    const confirmed = await act(id, 'confirm', signedIn);
    expect(confirmed.json().data.allowedActions).toContain('post');
    expect(confirmed.json().data.allowedActions).not.toContain('unconfirm');
    expect((await act(id, 'unconfirm', signedIn)).statusCode).toBe(403);
    expect((await act(id, 'post', signedIn)).statusCode).toBe(200);
    expect((await act(id, 'unpost', signedIn)).statusCode).toBe(403);
    expect((await act(id, 'reverse', signedIn)).statusCode).toBe(403);
    const unposted = await act(id, 'unpost');
    expect(unposted.json().data).toMatchObject({ status: 'confirmed' });
  });

  it('confirms and posts the selected vouchers at once, all or none', async () => {
    const [a, b] = [await draft('2026-12-14'), await draft('2026-12-14')];
    const done = await call(admin, 'POST', '/api/fa/voucher/actions/confirm', { ids: [a.id, b.id] });
    expect(done.statusCode).toBe(200);
    expect(done.json().done).toBe(2);
    const refused = await call(admin, 'POST', '/api/fa/voucher/actions/post', { ids: [a.id, b.id] });
    expect(refused.statusCode).toBe(200);
    const c = await draft('2026-12-15');
    const mixed = await call(admin, 'POST', '/api/fa/voucher/actions/confirm', { ids: [a.id, c.id] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toMatch(
      /^1 of 2 records could not be done, so none was: .*-0\d{3}: This record has changed/,
    );
    expect(Object.keys(mixed.json().errors)).toEqual([String(a.id)]);
    expect((await call(admin, 'GET', `/api/fa/voucher/${c.id}`)).json().data.status).toBe('draft');
  });
});
