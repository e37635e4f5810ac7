import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const PNG_LOGO = dataUrl('image/png', PNG);

describe.each(testDatabaseTargets())('company settings API on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const call = (who: SignedIn, method: 'GET' | 'PUT', payload?: unknown, lang = 'en') =>
    t.request({
      method,
      url: '/api/sc/company-setup',
      headers: { ...bearer(who.token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const current = async () => (await call(admin, 'GET')).json().data as Record<string, unknown>;

  it('refuses staff: no view, no edit', async () => {
    expect((await call(staff, 'GET')).statusCode).toBe(403);
    expect((await call(staff, 'PUT', { name: 'Taken over' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/sc/company-setup' })).statusCode).toBe(401);
  });

  it('shows the defaults, never saved yet, as version 0', async () => {
    expect(await current()).toEqual({
      name: 'Atrium',
      logo: '',
      defaultLanguage: 'tw',
      timeZone: 'Asia/Taipei',
      fiscalYearStartMonth: 1,
      version: 0,
    });
  });

  it('saves every field, shows name and logo on the sign-in page, and audits the change', async () => {
    const saved = await call(admin, 'PUT', {
      name: '  Acme Trading  ',
      logo: PNG_LOGO,
      defaultLanguage: 'en',
      timeZone: 'europe/berlin',
      fiscalYearStartMonth: 4,
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      name: 'Acme Trading',
      logo: PNG_LOGO,
      defaultLanguage: 'en',
      timeZone: 'Europe/Berlin',
      fiscalYearStartMonth: 4,
      version: 1,
    });
    const setup = await t.request({ method: 'GET', url: '/api/sc/company-setup/get-setup' });
    expect(setup.json().data).toEqual({ name: 'Acme Trading', logo: PNG_LOGO, defaultLanguage: 'en' });

    const audit = await t.server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'sc.companySettings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ record_id: 1, action: 'update', user_id: admin.user.id });
    expect(audit.before).toMatchObject({ name: 'Atrium', logo: '', fiscalYearStartMonth: 1 });
    // The image itself stays out of the log: its type, size and hash identify it.
    expect(audit.after).toMatchObject({
      name: 'Acme Trading',
      timeZone: 'Europe/Berlin',
      logo: expect.stringMatching(/^image\/png, 16 bytes, sha256 [0-9a-f]{64}$/),
    });
  });

  it('saves part of the document and keeps the rest', async () => {
    const { version } = await current();
    const res = await call(admin, 'PUT', { fiscalYearStartMonth: 7, version });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Acme Trading', logo: PNG_LOGO, fiscalYearStartMonth: 7 });
  });

  it.each([
    [
      'a language it does not offer',
      { defaultLanguage: 'fr' },
      'defaultLanguage',
      'Default language is not one of the choices.',
    ],
    [
      'an unknown time zone',
      { timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      '“Mars/Olympus_Mons” is not a known time zone.',
    ],
    ['an offset instead of a zone', { timeZone: '+08:00' }, 'timeZone', '“+08:00” is not a known time zone.'],
    [
      'month 13',
      { fiscalYearStartMonth: 13 },
      'fiscalYearStartMonth',
      'First month of the fiscal year may not be greater than 12.',
    ],
    [
      'month 0',
      { fiscalYearStartMonth: 0 },
      'fiscalYearStartMonth',
      'First month of the fiscal year must be at least 1.',
    ],
    [
      'a fractional month',
      { fiscalYearStartMonth: 1.5 },
      'fiscalYearStartMonth',
      'First month of the fiscal year must be a whole number.',
    ],
    [
      'a month as text',
      { fiscalYearStartMonth: '4' },
      'fiscalYearStartMonth',
      'First month of the fiscal year has the wrong type.',
    ],
    ['a blank name', { name: '   ' }, 'name', 'Company name is required.'],
    [
      'a name of 101 characters',
      { name: 'x'.repeat(101) },
      'name',
      'Company name may not be longer than 100 characters.',
    ],
    ['an unknown field', { colour: 'red' }, 'colour', '“colour” is not a setting.'],
    [
      'a logo that is a link',
      { logo: 'https://example.com/logo.png' },
      'logo',
      'The logo must be uploaded as an image file.',
    ],
    [
      'a GIF logo',
      { logo: dataUrl('image/gif', 'GIF89a') },
      'logo',
      'The logo must be a PNG, JPEG, SVG or WebP image.',
    ],
    [
      'a logo over 256 kB',
      { logo: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(256 * 1024)])) },
      'logo',
      'The logo may not be larger than 256 kB.',
    ],
    [
      'a PNG logo that is not a PNG',
      { logo: dataUrl('image/png', 'just text') },
      'logo',
      'The file’s content does not match its image type.',
    ],
    [
      'an SVG logo with a script',
      {
        logo: dataUrl(
          'image/svg+xml',
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
      'logo',
      'An SVG logo may not contain scripts, event attributes or external links.',
    ],
    [
      'an SVG logo with an event attribute',
      { logo: dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>') },
      'logo',
      'An SVG logo may not contain scripts, event attributes or external links.',
    ],
  ])(
    'refuses %s with 422 on that field, in the caller’s language',
    async (_name, payload, field, message) => {
      const before = await current();
      const res = await call(admin, 'PUT', { ...payload, version: before.version });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: { [field]: [message] } });
      expect(await current()).toEqual(before);
    },
  );

  it('accepts a plain SVG logo and translates messages (tw is the default)', async () => {
    const svg = dataUrl(
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" fill="#c00"/></svg>',
    );
    const { version } = await current();
    expect((await call(admin, 'PUT', { logo: svg, version })).statusCode).toBe(200);
    const refused = await call(admin, 'PUT', { fiscalYearStartMonth: 13 }, 'tw');
    expect(refused.json().errors.fiscalYearStartMonth).toEqual(['會計年度起始月份不可大於 12。']);
  });

  it('refuses a save based on an outdated version with 409 and what is stored now', async () => {
    const stored = await current();
    const stale = await call(admin, 'PUT', { name: 'Too late', version: (stored.version as number) - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'Someone else changed these settings while you were editing them.',
      data: stored,
    });
    expect(await current()).toEqual(stored);
  });

  it('answers 413 for a body far beyond any logo', async () => {
    const res = await call(admin, 'PUT', { logo: `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}` });
    expect(res.statusCode).toBe(413);
  });
});
