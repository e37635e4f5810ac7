import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs, testUser } from '../../testing/sessionFixtures';
import { restoreSession, userIdFromToken } from './restoreSession';
import { getSession } from './sessionStore';

resetBetweenTests();

/** An unsigned JWT-shaped token: only its payload matters to the web. */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('restoreSession', () => {
  it('keeps a session found in sessionStorage without calling the server', async () => {
    const server = installFakeServer({});
    signInAs();
    expect((await restoreSession())?.user.account).toBe('alice');
    expect(server.requests).toHaveLength(0);
  });

  it('otherwise refreshes silently from the cookie and fetches the user', async () => {
    const token = jwt({ sub: '7', exp: 9_999_999_999 });
    const server = installFakeServer({
      'POST /api/sc/user/refresh': { body: { access_token: token, token_type: 'bearer', expires_in: 900 } },
      'GET /api/sc/user/7': { body: { data: testUser([], { name: 'Restored Alice' }) } },
    });
    const session = await restoreSession();
    expect(session?.user.name).toBe('Restored Alice');
    expect(getSession()?.accessToken).toBe(token);
    expect(server.callsTo('GET', '/api/sc/user/7')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(server.callsTo('POST', '/api/sc/user/refresh')).toHaveLength(1);
  });

  it('stays signed out when there is no valid refresh cookie', async () => {
    const server = installFakeServer({
      'POST /api/sc/user/refresh': { status: 401, body: { message: 'No' } },
    });
    expect(await restoreSession()).toBeNull();
    expect(getSession()).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('stays signed out when the answer has no token or the user cannot be read', async () => {
    installFakeServer({ 'POST /api/sc/user/refresh': { body: { token_type: 'bearer' } } });
    expect(await restoreSession()).toBeNull();
    installFakeServer({
      'POST /api/sc/user/refresh': { body: { access_token: jwt({ sub: 7 }), expires_in: 900 } },
      'GET /api/sc/user/7': { status: 401 },
    });
    expect(await restoreSession()).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('reads the user id from the token', () => {
    expect(userIdFromToken(jwt({ sub: 42 }))).toBe('42');
    expect(userIdFromToken(jwt({ sub: 'u-1' }))).toBe('u-1');
    expect(userIdFromToken('opaque')).toBeNull();
    expect(userIdFromToken('a.!!!.c')).toBeNull();
  });
});
