import Echo from 'laravel-echo';
import Pusher, { type Options } from 'pusher-js';
import { waitUntil } from './waitUntil';

/** Where a test server listens and the app key its clients use. */
export interface RealtimeTarget {
  url: string;
  key: string;
}

/** pusher-js options for the test server, as the web client builds them from /api/broadcasting/config. */
function pusherOptions(target: RealtimeTarget, token?: string): Options {
  const { hostname, port } = new URL(target.url);
  return {
    cluster: '',
    wsHost: hostname,
    wsPort: Number(port),
    wssPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    // pusher-js's own transport: a form-encoded POST, as a browser would send it.
    channelAuthorization: {
      endpoint: `${target.url}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  };
}

/** A real pusher-js client (its Node build) connected to the test server. */
export function pusherClient(target: RealtimeTarget, token?: string, options: Partial<Options> = {}): Pusher {
  return new Pusher(target.key, { ...pusherOptions(target, token), ...options });
}

/** A real laravel-echo client with the `reverb` broadcaster, signed in with a bearer token. */
export function echoClient(target: RealtimeTarget, token: string): Echo<'reverb'> {
  const { hostname, port } = new URL(target.url);
  return new Echo({
    broadcaster: 'reverb',
    key: target.key,
    wsHost: hostname,
    wsPort: Number(port),
    wssPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    Pusher,
    authEndpoint: `${target.url}/api/broadcasting/auth`,
    // Not `bearerToken`: laravel-echo writes that into a headers object shared by every Echo
    // instance (its static defaults), so several clients in one process would sign in as the last.
    auth: { headers: { Authorization: `Bearer ${token}` } },
    // No axios/jQuery here; Echo would otherwise look for them to add X-Socket-Id.
    withoutInterceptors: true,
  });
}

export function whenConnected(pusher: Pusher, timeoutMs = 5_000): Promise<string> {
  return waitUntil(
    'pusher-js to connect',
    () => (pusher.connection.state === 'connected' ? pusher.connection.socket_id : undefined),
    timeoutMs,
  );
}
