import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { authorizeChannel } from './authorizeChannel';
import type { BroadcastingConfig } from './BroadcastingConfig';
import type { EchoClient } from './EchoClient';

/**
 * The one laravel-echo client of the page (broadcaster `reverb` over pusher-js), from the
 * server's own config. Loaded on demand (startRealtime imports it after sign-in), so the
 * sign-in page does not carry pusher-js.
 */
export function createEchoClient(config: BroadcastingConfig): EchoClient {
  return new Echo<'reverb'>({
    ...config,
    broadcaster: 'reverb',
    Pusher,
    // An own headers object: laravel-echo otherwise writes into a default shared by every
    // instance. Unused by the custom handler, which sends the current token itself.
    auth: { headers: {} },
    channelAuthorization: {
      endpoint: config.authEndpoint,
      transport: 'ajax',
      customHandler: authorizeChannel,
    },
    // Our api client sends X-Socket-Id itself (setSocketId); no axios/jQuery to patch.
    withoutInterceptors: true,
  });
}
