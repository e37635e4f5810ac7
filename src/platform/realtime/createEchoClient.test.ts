import Echo, { Connector } from 'laravel-echo';
import { describe, expect, it } from 'vitest';
import { authorizeChannel } from './authorizeChannel';
import { createEchoClient } from './createEchoClient';

describe('createEchoClient', () => {
  it('builds a reverb Echo from the server config, authorising through the api client', () => {
    const client = createEchoClient({
      broadcaster: 'reverb',
      key: 'app-key',
      wsHost: '127.0.0.1',
      // Nothing listens there: the test only reads the options the client was built with.
      wsPort: 9,
      wssPort: 9,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      authEndpoint: '/api/broadcasting/auth',
    });
    try {
      expect(client).toBeInstanceOf(Echo);
      const { options } = client as Echo<'reverb'>;
      expect(options.broadcaster).toBe('reverb');
      expect(options.key).toBe('app-key');
      expect(options.channelAuthorization).toMatchObject({ customHandler: authorizeChannel });
      // Its own headers object: laravel-echo's class-wide default one, shared by every
      // instance, stays untouched (server/realtime/README.md pitfall).
      expect(options.auth?.headers).toEqual({});
      expect(options.auth?.headers).not.toBe(Connector._defaultOptions.auth.headers);
      expect(Connector._defaultOptions.auth.headers).toEqual({});
    } finally {
      client.disconnect();
    }
  });
});
