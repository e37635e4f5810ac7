import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };

describe.each(testDatabaseTargets())('sign-in and session API on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  const login = (payload: unknown, headers: Record<string, string> = EN, remoteAddress = '10.0.0.1') =>
    t.request({
      method: 'POST',
      url: '/api/sc/user/login',
      payload: payload as string,
      headers,
      remoteAddress,
    });

  it('signs in with a bearer token, its lifetime, the user and an httpOnly SameSite refresh cookie', async () => {
    const res = await login({ account: 'staff', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(3600);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({ account: 'staff', name: '李小明' });
    expect(body.user.password_hash).toBeUndefined();
    expect(body.user.userPermission.wf.use[0].name).toBe('signoff');
    const cookie = res.cookies.find((c) => c.name === 'atrium_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/sc/user' });
  });

  it('accepts the account in any letter case', async () => {
    expect((await login({ account: 'STAFF', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrong = await login({ account: 'manager', password: 'nope-nope' }, EN, '10.0.1.1');
    const unknown = await login({ account: 'nobody-here', password: 'demo1234' }, EN, '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The account or password is incorrect.');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('translates the message by Accept-Language, tw by default', async () => {
    const tw = await login({ account: 'manager', password: 'x' }, {}, '10.0.2.1');
    const jp = await login(
      { account: 'manager', password: 'x' },
      { 'accept-language': 'ja-JP,ja;q=0.9' },
      '10.0.2.2',
    );
    expect(tw.json().message).toBe('帳號或密碼錯誤。');
    expect(jp.json().message).toBe('アカウントまたはパスワードが正しくありません。');
  });

  it.each([
    ['missing fields', {}, ['account', 'password']],
    ['wrong types', { account: 5, password: ['x'] }, ['account', 'password']],
    [
      '100 kB strings',
      { account: 'a'.repeat(100_000), password: 'b'.repeat(100_000) },
      ['account', 'password'],
    ],
    ['unknown fields', { account: 'staff', password: 'demo1234', role: 'admin' }, ['role']],
    ['empty strings', { account: '', password: '' }, ['account', 'password']],
  ])('answers %s with 422 and Laravel-style errors', async (_name, payload, fields) => {
    const res = await login(payload, EN, '10.0.3.1');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The given data was invalid.');
    for (const field of fields) expect(body.errors[field][0]).toEqual(expect.any(String));
  });

  it('answers malformed JSON, an empty body and a wrong content type without a 500', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/sc/user/login',
      payload: '{"account": "staff", ',
      headers: { 'content-type': 'application/json', ...EN },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.body[0]).toBe('The request body is not valid JSON.');
    const empty = await t.request({
      method: 'POST',
      url: '/api/sc/user/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(422);
    const xml = await t.request({
      method: 'POST',
      url: '/api/sc/user/login',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    const proto = await t.request({
      method: 'POST',
      url: '/api/sc/user/login',
      payload: '{"__proto__": {"x": 1}, "account": "staff", "password": "demo1234"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBeLessThan(500);
    expect(proto.statusCode).not.toBe(200);
  });

  it('accepts a form-encoded sign-in too', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/sc/user/login',
      payload: 'account=staff&password=demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses forged, expired, malformed and missing bearer tokens with 401', async () => {
    const staff = await t.signIn('staff');
    const ok = await t.request({
      method: 'GET',
      url: `/api/sc/user/${staff.user.id}`,
      headers: bearer(staff.token),
    });
    expect(ok.statusCode).toBe(200);

    const [header, payload] = staff.token.split('.');
    const forgedSignature = `${header}.${payload}.${'A'.repeat(43)}`;
    const otherKey = await new SignJWT({ sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(staff.user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const secret = new TextEncoder().encode(t.server.ctx.secrets.jwtSecret);
    const sessionId = JSON.parse(Buffer.from(payload!, 'base64url').toString()).sid;
    const expired = await new SignJWT({ sid: sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(staff.user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const headers of [
      bearer(forgedSignature),
      bearer(otherKey),
      bearer(expired),
      bearer(noneAlg),
      bearer('garbage'),
      bearer('x'.repeat(10_000)),
      { authorization: 'Basic abc' },
      {},
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/sc/user/${staff.user.id}`,
        headers: { ...headers, ...EN },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    }
  });

  it('rotates the refresh token and revokes the whole family when a rotated token is reused', async () => {
    const staff = await t.signIn('staff');
    const refresh = (cookie: string) =>
      t.request({ method: 'POST', url: '/api/sc/user/refresh', cookies: { atrium_refresh: cookie } });

    const first = await refresh(staff.refreshCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const rotated = first.cookies.find((c) => c.name === 'atrium_refresh')!.value;
    expect(rotated).not.toBe(staff.refreshCookie);
    const freshToken = first.json().access_token as string;

    // The old token again: theft is assumed, the family ends.
    const replay = await refresh(staff.refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(401);
    const afterRevoke = await t.request({
      method: 'GET',
      url: `/api/sc/user/${staff.user.id}`,
      headers: bearer(freshToken),
    });
    expect(afterRevoke.statusCode).toBe(401);
  });

  it('refuses a tampered, unknown or missing refresh cookie with 401', async () => {
    const staff = await t.signIn('staff');
    const tampered = `${staff.refreshCookie.slice(0, -2)}xx`;
    const attempts: Array<Record<string, string>> = [
      { atrium_refresh: tampered },
      { atrium_refresh: 'x'.repeat(5000) },
      {},
    ];
    for (const cookies of attempts) {
      const res = await t.request({ method: 'POST', url: '/api/sc/user/refresh', cookies });
      expect(res.statusCode).toBe(401);
    }
    // The genuine cookie still works: a wrong guess does not end someone's session.
    const genuine = await t.request({
      method: 'POST',
      url: '/api/sc/user/refresh',
      cookies: { atrium_refresh: staff.refreshCookie },
    });
    expect(genuine.statusCode).toBe(200);
  });

  it('logout revokes the session: its access token and refresh cookie stop working', async () => {
    const staff = await t.signIn('staff');
    const out = await t.request({
      method: 'POST',
      url: '/api/sc/user/logout',
      headers: bearer(staff.token),
      cookies: { atrium_refresh: staff.refreshCookie },
    });
    expect(out.statusCode).toBe(204);
    const me = await t.request({
      method: 'GET',
      url: `/api/sc/user/${staff.user.id}`,
      headers: bearer(staff.token),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/sc/user/refresh',
      cookies: { atrium_refresh: staff.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('ends the sessions of a deactivated user at once and refuses their sign-in with the usual 401', async () => {
    const user = await t.signIn('user05');
    await t.server.ctx.db
      .updateTable('users')
      .set({ is_active: false })
      .where('id', '=', user.user.id)
      .execute();
    const me = await t.request({
      method: 'GET',
      url: `/api/sc/user/${user.user.id}`,
      headers: bearer(user.token),
    });
    expect(me.statusCode).toBe(401);
    const again = await login({ account: 'user05', password: 'demo1234' }, EN, '10.0.4.1');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('The account or password is incorrect.');
  });

  it('serves the public security settings, company setup and a captcha without a session', async () => {
    const security = await t.request({ method: 'GET', url: '/api/sc/security' });
    expect(security.json()).toMatchObject({
      autoLogoutEnabled: false,
      autoLogoutDuration: 8,
      captchaEnabled: false,
    });
    const company = await t.request({ method: 'GET', url: '/api/sc/company-setup/get-setup' });
    expect(company.json().data).toMatchObject({ name: 'Atrium', defaultLanguage: 'tw' });
    const captcha = await t.request({ method: 'GET', url: '/api/captcha' });
    expect(captcha.json().image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(captcha.headers['cache-control']).toBe('no-store');
  });
});
