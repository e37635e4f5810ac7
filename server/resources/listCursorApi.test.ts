import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { testDeal, testStage } from '../../tests/support/testEntities';
import { encodeListCursor } from './listCursor';

const EN = { 'accept-language': 'en' };
type Deal = { id: number; subject: string; amount: number | null; status: string };

describe.each(testDatabaseTargets())('sortable columns and cursor paging on $name', (target) => {
  let t: TestServer;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target, {}, { entities: [testStage(), testDeal()] });
    staff = await t.signIn('staff');
    // Ties everywhere: three statuses, amounts repeating every four rows, every fifth amount and
    // every third date empty.
    for (let i = 1; i <= 23; i++) {
      const res = await get('POST', '/api/cm/test-deal', {
        subject: `Deal ${String(i).padStart(2, '0')}`,
        amount: i % 5 === 0 ? null : (i % 4) * 100,
        status: ['open', 'won', 'lost'][i % 3],
        ...(i % 3 === 0 ? {} : { closes_on: `2026-0${1 + (i % 4)}-15` }),
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(async () => t.close());

  const get = (method: 'GET' | 'POST', url: string, payload?: unknown, lang = EN) =>
    t.request({
      method,
      url,
      headers: { ...bearer(staff.token), ...lang },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('refuses a sort on a column the descriptor does not declare sortable, in the reader language', async () => {
    const en = await get('GET', '/api/cm/test-deal?sort=won');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.sort).toEqual(['The list cannot be sorted by "won".']);
    const tw = await get('GET', '/api/cm/test-deal?sort=-notes', undefined, { 'accept-language': 'zh-TW' });
    expect(tw.statusCode).toBe(422);
    expect(tw.json().errors.sort).toEqual(['清單無法依「notes」排序。']);
    // Declared ones, the default sort and id are served.
    for (const sort of ['subject', '-closes_on', 'amount', 'id', '-updated_at'])
      expect((await get('GET', `/api/cm/test-deal?sort=${sort}`)).statusCode).toBe(200);
  });

  it.each(['status', '-status', 'amount', '-amount', 'closes_on', '-closes_on', '-updated_at', 'id', '-id'])(
    'walks the list sorted by %s page by page through next_cursor: every row once, in order',
    async (sort) => {
      const whole = (await get('GET', `/api/cm/test-deal?sort=${sort}&per_page=200`)).json();
      expect(whole.meta.next_cursor).toBeNull();
      const walked: Deal[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 20; pages++) {
        const query = `sort=${sort}&per_page=4${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await get('GET', `/api/cm/test-deal?${query}`);
        expect(page.statusCode).toBe(200);
        walked.push(...page.json().data);
        cursor = page.json().meta.next_cursor;
        if (!cursor) break;
      }
      expect(walked.map((r) => r.id)).toEqual(whole.data.map((r: Deal) => r.id));
      expect(walked.length).toBeGreaterThan(20);
    },
  );

  it('walks rows that share a timestamp to the microsecond (one statement deleted them)', async () => {
    const ids = (await get('GET', '/api/cm/test-deal?sort=id&per_page=7')).json().data.map((r: Deal) => r.id);
    expect((await get('POST', '/api/cm/test-deal/bulk-delete', { ids })).json().deleted).toBe(7);
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `trashed=only&sort=-updated_at&per_page=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { data: Deal[]; meta: { next_cursor: string | null } } = (
        await get('GET', `/api/cm/test-deal?${query}`)
      ).json();
      walked.push(...page.data.map((r: Deal) => r.id));
      cursor = page.meta.next_cursor;
    } while (cursor && walked.length < 50);
    expect(walked).toEqual([...ids].sort((a, b) => b - a));
    for (const id of ids) await get('POST', `/api/cm/test-deal/${id}/restore`);
  });

  it('gives the same page by cursor as by page number', async () => {
    const second = (await get('GET', '/api/cm/test-deal?sort=status&per_page=5&page=2')).json();
    const first = (await get('GET', '/api/cm/test-deal?sort=status&per_page=5')).json();
    const byCursor = (
      await get('GET', `/api/cm/test-deal?sort=status&per_page=5&cursor=${first.meta.next_cursor}`)
    ).json();
    expect(byCursor.data).toEqual(second.data);
    expect(byCursor.meta.total).toBe(second.meta.total);
  });

  it('refuses a cursor of another sort, a forged or malformed one, and one with a sort of two columns', async () => {
    const first = (await get('GET', '/api/cm/test-deal?sort=amount&per_page=5')).json();
    const forged = (key: string | null, sort = [{ field: 'amount', desc: false }]) =>
      encodeListCursor({ sort, key, id: 3 });
    for (const query of [
      `sort=-amount&cursor=${first.meta.next_cursor}`,
      'sort=amount&cursor=not-a-cursor',
      'sort=amount&cursor=%22%3B%20drop',
      `sort=amount&cursor=${forged('lots')}`,
      `sort=amount&cursor=${forged('1; drop table test_deals')}`,
      `sort=status,amount&cursor=${forged('open', [
        { field: 'status', desc: false },
        { field: 'amount', desc: false },
      ])}`,
      `sort=subject&cursor=${forged('\u0000', [{ field: 'subject', desc: false }])}`,
      `sort=-updated_at&cursor=${forged('yesterday', [{ field: 'updated_at', desc: true }])}`,
    ]) {
      const res = await get('GET', `/api/cm/test-deal?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors.cursor).toEqual([
        'The cursor does not fit this list; start again from the first page.',
      ]);
    }
    // A sort of two columns pages by number: its pages offer no cursor to send back.
    const twoColumns = (await get('GET', '/api/cm/test-deal?sort=status,amount&per_page=2')).json();
    expect(twoColumns.data).toHaveLength(2);
    expect(twoColumns.meta.next_cursor).toBeNull();
    // A well-formed key after the last row: an empty page, not an error.
    const past = await get('GET', `/api/cm/test-deal?sort=amount&cursor=${forged('99999')}`);
    expect(past.statusCode).toBe(200);
    expect(past.json().data.filter((r: Deal) => r.amount !== null)).toEqual([]);
  });
});
