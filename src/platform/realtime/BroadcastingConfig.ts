/** GET /api/broadcasting/config, declared once for server and web. */
export type { BroadcastingConfig } from '../../../schemas/core/realtimeContracts';
