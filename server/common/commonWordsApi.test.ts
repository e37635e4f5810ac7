import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };
const BASE = '/api/common/user-common-word';

describe.each(testDatabaseTargets())('common words on $name', (target) => {
  let t: TestServer;
  let staff: SignedIn;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    staff = await t.signIn('staff');
    manager = await t.signIn('manager');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), ...EN },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const texts = async (who: SignedIn) =>
    ((await as(who, 'GET', BASE)).json().data as Array<{ text: string }>).map((w) => w.text);

  it('keeps each user’s own phrases in their order: add, change, reorder, remove', async () => {
    const publish = vi.spyOn(t.server.ctx.realtime, 'publish');
    const agreed = await as(staff, 'POST', BASE, { text: '  Agreed.  ' });
    expect(agreed.statusCode).toBe(201);
    expect(agreed.json().data).toEqual({ id: 1, text: 'Agreed.' });
    expect(publish).toHaveBeenCalledWith(
      `private-App.Models.User.${staff.user.id}`,
      'App\\Events\\CacheUpdated',
      { list: 'userCommonWords', urls: [BASE] },
      expect.anything(),
    );
    publish.mockRestore();
    const more = (await as(staff, 'POST', BASE, { text: 'Please add the quotation.' })).json().data;
    await as(staff, 'POST', BASE, { text: 'Returned for details.' });
    expect(await texts(staff)).toEqual(['Agreed.', 'Please add the quotation.', 'Returned for details.']);
    expect(await texts(manager)).toEqual([]);

    expect(
      (await as(staff, 'PUT', `${BASE}/${more.id}`, { text: 'Please attach the quotation.' })).statusCode,
    ).toBe(200);
    const order = await as(staff, 'PUT', `${BASE}/order`, { ids: [3, 1, 2] });
    expect(order.json().data.map((w: { text: string }) => w.text)).toEqual([
      'Returned for details.',
      'Agreed.',
      'Please attach the quotation.',
    ]);
    expect((await as(staff, 'DELETE', `${BASE}/1`)).json().data).toEqual({ id: 1, text: 'Agreed.' });
    expect(await texts(staff)).toEqual(['Returned for details.', 'Please attach the quotation.']);
  });

  it('refuses an empty, repeated or overlong phrase, a wrong order and someone else’s word', async () => {
    const error = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
      const res = await as(manager, method, url, payload);
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await error('POST', BASE, { text: '   ' })).toEqual({ text: ['Enter the phrase.'] });
    await as(manager, 'POST', BASE, { text: 'OK' });
    expect(await error('POST', BASE, { text: 'OK' })).toEqual({ text: ['You already have this phrase.'] });
    expect(await error('POST', BASE, { text: 'x'.repeat(201) })).toEqual({
      text: ['A phrase may be at most 200 characters long.'],
    });
    expect(await error('PUT', `${BASE}/order`, { ids: [1, 1] })).toEqual({
      ids: ['The order must name each of your phrases once.'],
    });
    // Word 2 is the staff's, not the manager's.
    expect((await as(manager, 'DELETE', `${BASE}/2`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('keeps every one of three phrases added at once', async () => {
    const user = await t.signIn('user01');
    await Promise.all(['One', 'Two', 'Three'].map((text) => as(user, 'POST', BASE, { text })));
    expect((await texts(user)).sort()).toEqual(['One', 'Three', 'Two']);
  });
});
