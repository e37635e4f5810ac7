/**
 * GET /api/broadcasting/config: how to reach the realtime server. Spread into laravel-echo's
 * options (server/realtime/README.md, "For the web client").
 */
export interface BroadcastingConfig {
  broadcaster: 'reverb';
  key: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  enabledTransports: Array<'ws' | 'wss'>;
  authEndpoint: string;
}
