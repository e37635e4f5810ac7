import type { BroadcastingConfig } from '../../schemas/core/realtimeContracts';
import type { AppConfig } from '../config/loadConfig';

/**
 * Derived from APP_URL, the address users reach the suite at: https means a TLS proxy
 * in front, so port 443 (unless the URL names one) and TLS forced; http means this
 * server's own port as the URL gives it. REALTIME_PUBLIC_HOST/PORT/TLS override each part.
 */
export function broadcastingConfig(config: AppConfig, key: string): BroadcastingConfig {
  const url = new URL(config.appUrl);
  const forceTLS = config.realtime.publicTls ?? url.protocol === 'https:';
  const urlPort = url.port === '' ? undefined : Number(url.port);
  const port = config.realtime.publicPort ?? urlPort ?? (url.protocol === 'https:' ? 443 : config.port);
  return {
    broadcaster: 'reverb',
    key,
    wsHost: config.realtime.publicHost ?? url.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS,
    enabledTransports: ['ws', 'wss'],
    authEndpoint: '/api/broadcasting/auth',
  };
}
