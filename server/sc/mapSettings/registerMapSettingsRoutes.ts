import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/AppContext';
import { readMapSettings } from './mapSettings';

/**
 * The geofence for every signed-in user (`/api/sc/map/geofence`: enabled and sites, never
 * the key), which the clock-in screen needs. The whole document, key included, is the
 * settings document `sc.map` (GET /api/sc/map/settings, PUT /api/sc/map) for administrators.
 */
export function registerMapSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/sc/map/geofence', { config: { access: 'authenticated' } }, async () => {
    const value = await readMapSettings(ctx.db);
    return { data: { enabled: value.geofenceEnabled, sites: value.sites } };
  });
}
