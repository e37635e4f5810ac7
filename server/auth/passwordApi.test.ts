import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };

describe.each(testDatabaseTargets())('passwords on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  const change = (token: string, payload: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: '/api/sc/user/change-password',
      payload,
      headers: { ...bearer(token), ...EN },
    });

  it('needs a session to change a password', async () => {
    const res = await t.request({ method: 'POST', url: '/api/sc/user/change-password', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('requires the current password and applies the policy', async () => {
    const me = await t.signIn('user10');
    const wrongCurrent = await change(me.token, {
      current_password: 'nope',
      password: 'newpass99',
      password_confirmation: 'newpass99',
    });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().errors.current_password).toEqual(['The current password is incorrect.']);

    const short = await change(me.token, {
      current_password: 'demo1234',
      password: 'a1',
      password_confirmation: 'a1',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toContain('The password must be at least 8 characters.');

    const noDigit = await change(me.token, {
      current_password: 'demo1234',
      password: 'lettersonly',
      password_confirmation: 'lettersonly',
    });
    expect(noDigit.json().errors.password).toEqual(['The password must contain a digit.']);

    const mismatch = await change(me.token, {
      current_password: 'demo1234',
      password: 'newpass99',
      password_confirmation: 'newpass98',
    });
    expect(mismatch.json().errors.password).toEqual(['The password confirmation does not match.']);

    const reused = await change(me.token, {
      current_password: 'demo1234',
      password: 'demo1234',
      password_confirmation: 'demo1234',
    });
    expect(reused.json().errors.password).toEqual(['The password must differ from your last 3 passwords.']);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const here = await t.signIn('user11');
    const elsewhere = await t.signIn('user11');
    const res = await change(here.token, {
      current_password: 'demo1234',
      password: 'fresh-pass-7',
      password_confirmation: 'fresh-pass-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed.');

    const me = (token: string) =>
      t.request({ method: 'GET', url: `/api/sc/user/${here.user.id}`, headers: bearer(token) });
    expect((await me(here.token)).statusCode).toBe(200);
    expect((await me(elsewhere.token)).statusCode).toBe(401);

    const oldPassword = await t.request({
      method: 'POST',
      url: '/api/sc/user/login',
      payload: { account: 'user11', password: 'demo1234' },
      remoteAddress: '10.9.0.1',
    });
    expect(oldPassword.statusCode).toBe(401);
    await expect(t.signIn('user11', 'fresh-pass-7')).resolves.toMatchObject({ user: { account: 'user11' } });
  });

  async function lastMailTo(email: string) {
    return t.server.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }
  const tokenIn = (body: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(body)?.[1];

  it('answers forgot-password the same way for known and unknown accounts, and mails only the known', async () => {
    const known = await t.request({
      method: 'POST',
      url: '/api/sc/user/forgot-password',
      payload: { account: 'user12' },
      headers: EN,
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/sc/user/forgot-password',
      payload: { account: 'ghost' },
      headers: EN,
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = await lastMailTo('user12@atrium.example');
    expect(mail?.subject).toBeTruthy();
    expect(tokenIn(mail!.body)).toBeTruthy();
    const outbox = await t.server.ctx.db.selectFrom('mail_outbox').select('recipient').execute();
    expect(outbox.some((m) => m.recipient.includes('ghost'))).toBe(false);
  });

  it('resets a password once with a valid token, ends every session, and refuses the token after', async () => {
    const session = await t.signIn('user13');
    await t.request({
      method: 'POST',
      url: '/api/sc/user/forgot-password',
      payload: { account: 'user13@atrium.example' },
    });
    const token = tokenIn((await lastMailTo('user13@atrium.example'))!.body)!;

    const check = await t.request({ method: 'GET', url: `/api/sc/user/check-reset-token?token=${token}` });
    expect(check.json()).toEqual({ valid: true, account: 'user13' });

    const weak = await t.request({
      method: 'POST',
      url: '/api/sc/user/reset-password',
      headers: EN,
      payload: { token, password: 'short', password_confirmation: 'short' },
    });
    expect(weak.statusCode).toBe(422);

    const done = await t.request({
      method: 'POST',
      url: '/api/sc/user/reset-password',
      headers: EN,
      payload: { token, password: 'reset-pass-1', password_confirmation: 'reset-pass-1' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been reset. You can sign in now.');

    const reused = await t.request({
      method: 'POST',
      url: '/api/sc/user/reset-password',
      headers: EN,
      payload: { token, password: 'other-pass-2', password_confirmation: 'other-pass-2' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token).toEqual(['This reset link is invalid or has expired.']);
    expect(
      (await t.request({ method: 'GET', url: `/api/sc/user/check-reset-token?token=${token}` })).statusCode,
    ).toBe(422);

    const me = await t.request({
      method: 'GET',
      url: `/api/sc/user/${session.user.id}`,
      headers: bearer(session.token),
    });
    expect(me.statusCode).toBe(401);
    await expect(t.signIn('user13', 'reset-pass-1')).resolves.toBeTruthy();
  });

  it('refuses an expired or unknown reset token', async () => {
    await t.request({ method: 'POST', url: '/api/sc/user/forgot-password', payload: { account: 'user14' } });
    const token = tokenIn((await lastMailTo('user14@atrium.example'))!.body)!;
    await t.server.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    for (const candidate of [token, 'unknown-token', 'x'.repeat(300)]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/sc/user/check-reset-token?token=${candidate}`,
      });
      expect(res.statusCode).toBe(422);
    }
    const missing = await t.request({ method: 'GET', url: '/api/sc/user/check-reset-token' });
    expect(missing.statusCode).toBe(422);
  });
});
