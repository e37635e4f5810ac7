import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { hashOpaqueToken } from './opaqueTokens';

const EN = { 'accept-language': 'en' };

describe.each(testDatabaseTargets())('sign-in throttling on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  const login = (payload: Record<string, string>, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/sc/user/login', payload, headers: EN, remoteAddress });

  /** A captcha whose answer the test knows (real ones are random images, stored hashed). */
  async function knownCaptcha(answer: string): Promise<string> {
    const key = randomUUID();
    await t.server.ctx.db
      .insertInto('captchas')
      .values({ key, answer_hash: hashOpaqueToken(answer), expires_at: new Date(Date.now() + 60_000) })
      .execute();
    return key;
  }

  it('asks for a captcha after 5 failures of an account, and accepts the right one once', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await login({ account: 'user01', password: 'wrong' }, `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().captcha_required === true).toBe(i >= 5);
    }
    const withoutCaptcha = await login({ account: 'user01', password: 'demo1234' }, '10.1.0.9');
    expect(withoutCaptcha.statusCode).toBe(422);
    expect(withoutCaptcha.json()).toMatchObject({
      captcha_required: true,
      errors: { captcha: ['Enter the characters shown in the picture.'] },
    });
    const wrongKey = await knownCaptcha('abcde');
    const wrong = await login(
      { account: 'user01', password: 'demo1234', captcha: 'zzzzz', captcha_key: wrongKey },
      '10.1.0.9',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.captcha[0]).toMatch(/do not match/);

    const key = await knownCaptcha('abcde');
    const solved = await login(
      { account: 'user01', password: 'demo1234', captcha: 'ABCDE', captcha_key: key },
      '10.1.0.9',
    );
    expect(solved.statusCode).toBe(200);
    // Single use: the same key is refused the second time.
    const reused = await login(
      { account: 'user01', password: 'demo1234', captcha: 'abcde', captcha_key: key },
      '10.1.0.9',
    );
    expect(reused.statusCode).toBe(200); // success cleared the account's count, so no captcha is needed now
  });

  it('locks an account for 15 minutes after 10 failures, even for the right password', async () => {
    for (let i = 1; i <= 10; i++) {
      const captcha_key = await knownCaptcha('qwert');
      await login({ account: 'user02', password: 'wrong', captcha: 'qwert', captcha_key }, `10.2.0.${i}`);
    }
    const captcha_key = await knownCaptcha('qwert');
    const locked = await login(
      { account: 'user02', password: 'demo1234', captcha: 'qwert', captcha_key },
      '10.2.1.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
  });

  it('counts failures per address across accounts', async () => {
    for (let i = 0; i < 5; i++) await login({ account: `nobody${i}`, password: 'wrong' }, '10.3.0.1');
    const other = await login({ account: 'user03', password: 'demo1234' }, '10.3.0.1');
    expect(other.statusCode).toBe(422);
    expect(other.json().captcha_required).toBe(true);
    const elsewhere = await login({ account: 'user03', password: 'demo1234' }, '10.3.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('always asks for a captcha when the administrator turns it on', async () => {
    await t.server.ctx.db
      .insertInto('settings')
      .values({ key: 'sc.security', value: JSON.stringify({ captchaEnabled: true }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ captchaEnabled: true }) }))
      .execute();
    const res = await login({ account: 'user04', password: 'demo1234' }, '10.4.0.1');
    expect(res.statusCode).toBe(422);
    expect(res.json().captcha_required).toBe(true);
    const security = await t.request({ method: 'GET', url: '/api/sc/security' });
    expect(security.json().captchaEnabled).toBe(true);
    await t.server.ctx.db.deleteFrom('settings').where('key', '=', 'sc.security').execute();
  });
});
