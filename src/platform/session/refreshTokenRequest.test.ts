import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { refreshTokenRequest } from './refreshTokenRequest';

resetBetweenTests();

describe('refreshTokenRequest', () => {
  it('posts the refresh with keepalive and cookies, so leaving the page cannot lose the rotated cookie', async () => {
    const server = installFakeServer({
      'POST /api/sc/user/refresh': {
        body: { access_token: 'a.b.c', token_type: 'bearer', expires_in: 3600 },
      },
    });
    expect(await refreshTokenRequest<{ access_token: string }>()).toMatchObject({ access_token: 'a.b.c' });
    const [, init] = server.fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
  });

  it('throws on a 401 like every other call, so the caller can sign out', async () => {
    installFakeServer({ 'POST /api/sc/user/refresh': { status: 401, body: { message: 'No' } } });
    await expect(refreshTokenRequest()).rejects.toMatchObject({ status: 401 });
  });
});
