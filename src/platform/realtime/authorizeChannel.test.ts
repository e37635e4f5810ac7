import type { ChannelAuthorizationCallback } from 'pusher-js';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { setNavigator } from '../navigation/navigateTo';
import { getSession, updateAccessToken } from '../session/sessionStore';
import { authorizeChannel } from './authorizeChannel';

resetBetweenTests();

function authorize(channelName: string): Promise<Parameters<ChannelAuthorizationCallback>> {
  return new Promise((resolve) => {
    authorizeChannel({ socketId: '123.456', channelName }, (error, data) => resolve([error, data]));
  });
}

describe('authorizeChannel', () => {
  it('asks POST /api/broadcasting/auth with the token current at that moment', async () => {
    const server = installFakeServer({
      'POST /api/broadcasting/auth': { body: { auth: 'app-key:signature' } },
    });
    signInAs();
    expect(await authorize('private-App.Models.User.7')).toEqual([
      null,
      { auth: 'app-key:signature', channel_data: undefined },
    ]);
    // The periodic refresh replaced the token: a re-subscription after a reconnect uses the new one.
    updateAccessToken('refreshed-token', 900);
    await authorize('private-App.Models.User.7');
    const calls = server.callsTo('POST', '/api/broadcasting/auth');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer test-token',
      'Bearer refreshed-token',
    ]);
    expect(calls[0]?.body).toEqual({ socket_id: '123.456', channel_name: 'private-App.Models.User.7' });
  });

  it('passes presence channel data on', async () => {
    installFakeServer({
      'POST /api/broadcasting/auth': { body: { auth: 'k:s', channel_data: '{"user_id":7}' } },
    });
    signInAs();
    expect((await authorize('presence-online'))[1]).toEqual({ auth: 'k:s', channel_data: '{"user_id":7}' });
  });

  it('reports a refusal as an error (pusher-js makes it an AuthError), without ending the session', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    installFakeServer({
      'POST /api/broadcasting/auth': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    signInAs();
    const [error, data] = await authorize('private-App.Models.User.8');
    expect(error?.message).toBe('Unauthenticated.');
    expect(data).toBeNull();
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats an answer without a signature as a refusal', async () => {
    installFakeServer({ 'POST /api/broadcasting/auth': { body: { ok: true } } });
    signInAs();
    const [error] = await authorize('private-App.Models.User.7');
    expect(error).toBeInstanceOf(Error);
  });
});
