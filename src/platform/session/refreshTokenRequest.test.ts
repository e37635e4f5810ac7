import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { installFakeLockManager } from '../../testing/installFakeLockManager';
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

  it('sends a second refresh only after the first answer, so it carries the rotated cookie', async () => {
    const locks = installFakeLockManager();
    try {
      let inFlight = 0;
      let mostInFlight = 0;
      let answered = 0;
      installFakeServer({
        'POST /api/sc/user/refresh': async () => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          // Answer after a few turns of the event loop, as a real server would.
          await new Promise((resolve) => setTimeout(resolve, 5));
          inFlight -= 1;
          answered += 1;
          return { body: { access_token: `token-${answered}`, expires_in: 3600 } };
        },
      });
      const answers = await Promise.all([
        refreshTokenRequest<{ access_token: string }>(),
        refreshTokenRequest<{ access_token: string }>(),
      ]);
      expect(answers.map((a) => a.access_token)).toEqual(['token-1', 'token-2']);
      expect(mostInFlight).toBe(1);
      expect(locks.calls.map((call) => call.name)).toEqual(['atrium-token-refresh', 'atrium-token-refresh']);
    } finally {
      locks.uninstall();
    }
  });

  it('throws on a 401 like every other call, so the caller can sign out', async () => {
    installFakeServer({ 'POST /api/sc/user/refresh': { status: 401, body: { message: 'No' } } });
    await expect(refreshTokenRequest()).rejects.toMatchObject({ status: 401 });
  });
});
