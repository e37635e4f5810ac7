import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

// The first real users of the two kinds, as the demo organisation ships them.
describe.each(testDatabaseTargets())('leave types and quotation terms on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, lang: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it("seeds Taiwan's common leave types, each named in the four languages, shown in the reader's", async () => {
    const names = async (lang: string) =>
      (
        (await as(admin, lang, 'GET', '/api/as/leave-type?per_page=50')).json().data as Array<{
          name_label: string;
        }>
      ).map((r) => r.name_label);
    expect(await names('tw')).toEqual([
      '特休',
      '事假',
      '病假',
      '婚假',
      '喪假',
      '公假',
      '產假',
      '陪產假',
      '生理假',
      '補休',
    ]);
    expect((await names('jp')).slice(0, 3)).toEqual(['年次有給休暇', '私用休暇', '病気休暇']);
    expect((await names('en')).at(-1)).toBe('Comp time');
    const sick = (await as(admin, 'en', 'GET', '/api/as/leave-type?search=病假')).json().data[0];
    expect(sick).toMatchObject({
      code: 'SICK',
      unit: 'hour',
      paid: true,
      name: { cn: '病假', jp: '病気休暇' },
    });
  });

  it('keeps leave type settings to those with the right', async () => {
    expect((await as(staff, 'en', 'GET', '/api/as/leave-type')).statusCode).toBe(403);
    expect(
      (await as(staff, 'en', 'POST', '/api/as/leave-type', { code: 'X', name: { en: 'X' } })).statusCode,
    ).toBe(403);
  });

  it('stores quotation terms as sanitised rich text', async () => {
    const quotation = (await as(admin, 'en', 'GET', '/api/cm/quotation?per_page=1')).json().data[0];
    const res = await as(admin, 'en', 'PUT', `/api/cm/quotation/${quotation.id}`, {
      version: quotation.version,
      terms:
        '<h3>Payment</h3><ol><li>30 days</li></ol><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.terms).toBe('<h3>Payment</h3><ol><li>30 days</li></ol>');
  });
});
