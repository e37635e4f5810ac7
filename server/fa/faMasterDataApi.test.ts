import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };
type Row = Record<string, unknown> & { id: number; version: number };

// Issue 16: the master data of financial accounting on the descriptor runtime, with the demo
// chart, and the rules of server/fa (normal sides, headings, periods, currencies, rates).
describe.each(testDatabaseTargets())('the accounting master data on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  let clerk: SignedIn;
  let hrClerk: SignedIn;
  const call = async (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload }),
    });
  const list = async (url: string) => {
    const answer = await call(admin, 'GET', url);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Row[];
  };
  const accountByCode = async (code: string) =>
    (await list(`/api/fa/account?search=${code}&per_page=50`)).find((r) => r.code === code)!;
  const categoryId = async (code: string) =>
    (await list('/api/fa/account-category?per_page=10')).find((r) => r.code === code)!.id;

  beforeAll(async () => {
    t = await startTestServer(target);
    // user01 works in the Administration division, user04 in its HR section (the demo's
    // accounting departments); staff in sales.
    [admin, staff, clerk, hrClerk] = await Promise.all([
      t.signIn('admin'),
      t.signIn('staff'),
      t.signIn('user01'),
      t.signIn('user04'),
    ]);
  });
  afterAll(async () => t.close());

  it('seeds the five categories, a chart of headings and postable accounts, and three customers and suppliers', async () => {
    const categories = await list('/api/fa/account-category?sort=sort');
    expect(categories.map((c) => [c.code, c.kind])).toEqual([
      ['1', 'asset'],
      ['2', 'liability'],
      ['3', 'equity'],
      ['4', 'revenue'],
      ['5', 'expense'],
    ]);
    const roots = (await call(admin, 'GET', '/api/fa/account/children?parent=null')).json().data as Row[];
    expect(roots.map((r) => r.code)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(roots[0]).toMatchObject({ is_postable: false, normal_side: 'debit', child_count: 2 });
    const current = (await call(admin, 'GET', `/api/fa/account/children?parent=${roots[0]!.id}`)).json()
      .data as Row[];
    expect(current.map((r) => r.code)).toEqual(['11', '14']);
    const cash = (await call(admin, 'GET', `/api/fa/account/children?parent=${current[0]!.id}`)).json()
      .data as Row[];
    expect(cash.slice(0, 3).map((r) => [r.code, (r.name as { en: string }).en])).toEqual([
      ['1111', 'Cash'],
      ['1112', 'Petty cash'],
      ['1113', 'Bank deposits'],
    ]);
    // A sub-account takes its parent's category, and its normal side from the category's kind.
    expect(cash[0]).toMatchObject({
      is_postable: true,
      normal_side: 'debit',
      category_id: roots[0]!.category_id,
    });
    expect(await accountByCode('2171')).toMatchObject({ normal_side: 'credit', is_postable: true });
    expect(await accountByCode('6111')).toMatchObject({ normal_side: 'debit', needs_department: true });
    // A contra account keeps the side it was given.
    expect(await accountByCode('1449')).toMatchObject({ normal_side: 'credit' });
    const under = await list(`/api/fa/account?filter[id][under]=${roots[0]!.id}&per_page=100`);
    expect(under).toHaveLength(12);
    expect((await list('/api/fa/customer')).map((r) => r.code)).toEqual(['C001', 'C002', 'C003']);
    expect((await list('/api/fa/vendor')).map((r) => r.code)).toEqual(['V001', 'V002', 'V003']);
    expect((await list('/api/fa/voucher-type')).map((r) => [r.code, r.prefix])).toEqual([
      ['P', '支'],
      ['R', '收'],
      ['T', '轉'],
    ]);
  });

  it('gives a new account the normal side of its category unless one is chosen', async () => {
    const revenue = await categoryId('4');
    const made = await call(admin, 'POST', '/api/fa/account', {
      code: '4711',
      name: { tw: '租金收入', en: 'Rental income', cn: '租金收入', jp: '受取家賃' },
      category_id: revenue,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ normal_side: 'credit', is_postable: true });
    const chosen = await call(admin, 'POST', '/api/fa/account', {
      code: '4191',
      name: { tw: '銷貨退回', en: 'Sales returns', cn: '销售退回', jp: '売上戻り' },
      category_id: revenue,
      normal_side: 'debit',
    });
    expect(chosen.json().data).toMatchObject({ normal_side: 'debit' });
    const orphan = await call(admin, 'POST', '/api/fa/account', {
      code: '9999',
      name: { tw: '無類別', en: 'No category', cn: '无类别', jp: '区分なし' },
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors.category_id).toEqual([
      'Choose a category (a sub-account may take its parent’s).',
    ]);
  });

  it('makes an account that receives a sub-account a heading, and refuses to make a heading postable', async () => {
    const rent = await accountByCode('6112');
    expect(rent.is_postable).toBe(true);
    const sub = await call(admin, 'POST', '/api/fa/account', {
      code: '611201',
      name: { tw: '辦公室租金', en: 'Office rent', cn: '办公室租金', jp: '事務所家賃' },
      parent_id: rent.id,
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().data).toMatchObject({ normal_side: 'debit', category_id: rent.category_id });
    const heading = await accountByCode('6112');
    expect(heading.is_postable).toBe(false);
    const again = await call(admin, 'PUT', `/api/fa/account/${heading.id}`, {
      is_postable: true,
      version: heading.version,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.is_postable).toEqual([
      'This account has sub-accounts: it is a heading and cannot take voucher lines.',
    ]);
    // Moving an account under a postable one makes that one a heading too.
    const travel = await accountByCode('6114');
    const meals = await accountByCode('6134');
    const moved = await call(admin, 'POST', `/api/fa/account/${meals.id}/move`, {
      parent: travel.id,
      position: 0,
      version: meals.version,
    });
    expect(moved.statusCode).toBe(200);
    expect((await accountByCode('6114')).is_postable).toBe(false);
  });

  it('fills a period’s dates from its month, keeps them inside it, and names it YYYY-MM', async () => {
    const made = await call(admin, 'POST', '/api/fa/period', { year: 2027, month: 2 });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      code: '2027-02',
      starts_on: '2027-02-01',
      ends_on: '2027-02-28',
      status: 'open',
    });
    const outside = await call(admin, 'POST', '/api/fa/period', {
      year: 2027,
      month: 3,
      ends_on: '2027-04-01',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.ends_on).toEqual(['The date must lie in 2027-03.']);
    const backwards = await call(admin, 'POST', '/api/fa/period', {
      year: 2027,
      month: 3,
      starts_on: '2027-03-10',
      ends_on: '2027-03-09',
    });
    expect(backwards.json().errors.ends_on).toEqual(['The period cannot end before it starts.']);
    const twice = await call(admin, 'POST', '/api/fa/period', { year: 2027, month: 2 });
    expect(twice.statusCode).toBe(422);
    const periods = await list('/api/fa/period?filter[year]=2026&per_page=20');
    expect(periods).toHaveLength(12);
    expect(periods.every((p) => p.status === 'open')).toBe(true);
    expect(periods.find((p) => p.code === '2026-02')).toMatchObject({ ends_on: '2026-02-28' });
  });

  it('closes and reopens a period by its row actions; a closed period keeps its dates', async () => {
    const january = (await list('/api/fa/period?filter[year]=2026&per_page=20')).find(
      (p) => p.code === '2026-01',
    )!;
    expect(january.allowedActions).toEqual(expect.arrayContaining(['close']));
    expect(january.allowedActions).not.toContain('reopen');
    const closed = await call(admin, 'POST', `/api/fa/period/${january.id}/actions/close`, {
      version: january.version,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed' });
    expect(closed.json().data.allowedActions).toContain('reopen');
    const { version } = closed.json().data as Row;
    const edit = await call(admin, 'PUT', `/api/fa/period/${january.id}`, { ends_on: '2026-01-30', version });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.ends_on).toEqual(['The period is closed: reopen it before changing it.']);
    const twice = await call(admin, 'POST', `/api/fa/period/${january.id}/actions/close`, {});
    expect(twice.statusCode).toBe(409);
    const noReason = await call(admin, 'POST', `/api/fa/period/${january.id}/actions/reopen`, {});
    expect(noReason.statusCode).toBe(422);
    const reopened = await call(admin, 'POST', `/api/fa/period/${january.id}/actions/reopen`, {
      reason: 'An invoice came late',
    });
    expect(reopened.json().data).toMatchObject({ status: 'open' });
  });

  it('grants closing and reopening apart from editing a period', async () => {
    const { db } = t.server.ctx;
    const editor = await t.signIn('user02');
    await db
      .insertInto('rights')
      .values({ owner: `u${editor.user.id}`, path: 'fa.admin.period.actions.view' })
      .execute();
    await db
      .insertInto('rights')
      .values({ owner: `u${editor.user.id}`, path: 'fa.admin.period.actions.edit' })
      .execute();
    t.server.ctx.permissions.clear(editor.user.id);
    const signedIn = await t.signIn('user02');
    const march = (await list('/api/fa/period?filter[year]=2026&per_page=20')).find(
      (p) => p.code === '2026-03',
    )!;
    const seen = await call(signedIn, 'GET', `/api/fa/period?filter[year]=2026&per_page=20`);
    expect(seen.statusCode).toBe(200);
    const row = (seen.json().data as Row[]).find((p) => p.id === march.id)!;
    expect(row.allowedActions).toContain('edit');
    expect(row.allowedActions).not.toContain('close');
    const refused = await call(signedIn, 'POST', `/api/fa/period/${march.id}/actions/close`, {});
    expect(refused.statusCode).toBe(403);
    await db
      .insertInto('rights')
      .values({ owner: `u${editor.user.id}`, path: 'fa.admin.period.actions.close' })
      .execute();
    t.server.ctx.permissions.clear(editor.user.id);
    const closer = await t.signIn('user02');
    const done = await call(closer, 'POST', `/api/fa/period/${march.id}/actions/close`, {});
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'closed' });
    expect(done.json().data.allowedActions).not.toContain('reopen');
    expect(
      (await call(closer, 'POST', `/api/fa/period/${march.id}/actions/reopen`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('keeps one base currency and rates above zero', async () => {
    const currencies = await list('/api/fa/currency');
    expect(currencies.map((c) => [c.code, c.scale, c.is_base])).toEqual([
      ['JPY', 0, false],
      ['TWD', 0, true],
      ['USD', 2, false],
    ]);
    const usd = currencies.find((c) => c.code === 'USD')!;
    const second = await call(admin, 'PUT', `/api/fa/currency/${usd.id}`, {
      is_base: true,
      version: usd.version,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.is_base).toEqual(['TWD is already the base currency: unmark it first.']);
    const zero = await call(admin, 'POST', '/api/fa/exchange-rate', {
      currency_id: usd.id,
      rate_date: '2026-04-01',
      rate: 0,
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.rate).toEqual(['The rate must be more than 0.']);
    const good = await call(admin, 'POST', '/api/fa/exchange-rate', {
      currency_id: usd.id,
      rate_date: '2026-04-01',
      rate: 31.875,
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().data.rate).toBe(31.875);
    const sameDay = await call(admin, 'POST', '/api/fa/exchange-rate', {
      currency_id: usd.id,
      rate_date: '2026-04-01',
      rate: 32,
    });
    expect(sameDay.statusCode).toBe(422);
    const twd = currencies.find((c) => c.code === 'TWD')!;
    const base = await call(admin, 'POST', '/api/fa/exchange-rate', {
      currency_id: twd.id,
      rate_date: '2026-04-01',
      rate: 1,
    });
    expect(base.json().errors.currency_id).toEqual(['The base currency has no exchange rate.']);
  });

  it('checks the parameters against the currencies and the chart', async () => {
    const read = await call(admin, 'GET', '/api/fa/parameter');
    expect(read.statusCode).toBe(200);
    const data = read.json().data;
    expect(data).toMatchObject({
      baseCurrency: 'TWD',
      fiscalYearStartMonth: 1,
      retainedEarningsAccount: '3351',
      amountScale: 0,
    });
    const wrong = await call(admin, 'PUT', '/api/fa/parameter', {
      baseCurrency: 'USD',
      retainedEarningsAccount: '1111',
      version: data.version,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toMatchObject({
      baseCurrency: ['The base currency is TWD: keep the two the same.'],
      retainedEarningsAccount: ['The account 1111 is not an equity account.'],
    });
    const saved = await call(admin, 'PUT', '/api/fa/parameter', {
      fiscalYearStartMonth: 4,
      version: data.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ fiscalYearStartMonth: 4 });
  });

  it('lets only the accounting departments keep customers and suppliers, and only administrators the books', async () => {
    for (const url of [
      '/api/fa/customer',
      '/api/fa/vendor',
      '/api/fa/account',
      '/api/fa/period',
      '/api/fa/parameter',
    ])
      expect((await call(staff, 'GET', url)).statusCode, url).toBe(403);
    for (const who of [clerk, hrClerk]) {
      expect((await call(who, 'GET', '/api/fa/customer')).statusCode).toBe(200);
      const made = await call(who, 'POST', '/api/fa/vendor', { code: `V9${who.user.id}`, name: '新廠商' });
      expect(made.statusCode).toBe(201);
      for (const url of [
        '/api/fa/account',
        '/api/fa/account-category',
        '/api/fa/period',
        '/api/fa/currency',
        '/api/fa/parameter',
      ])
        expect((await call(who, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});
