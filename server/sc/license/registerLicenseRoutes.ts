import type { FastifyInstance } from 'fastify';
import { MODULES } from '../../../schemas/core/modules';
import type { AppContext } from '../../http/AppContext';
import { countSeatsUsed, readLicenseSettings } from './licenseSettings';

/**
 * `GET /api/sc/license`, the web's cached list (spec section 7) for every signed-in user:
 * `{data: [{module, enabled}], seats: {allowed, used}}` (allowed null: no limit). The
 * licence itself is the settings document `sc.license` (GET /api/sc/license/settings, PUT
 * /api/sc/license) for administrators. A switched-off module is off for everyone: see
 * PermissionCache and the auth guard.
 */
export function registerLicenseRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/sc/license', { config: { access: 'authenticated' } }, async () => {
    const [value, used] = await Promise.all([readLicenseSettings(ctx.db), countSeatsUsed(ctx.db)]);
    return {
      data: MODULES.map((module) => ({ module, enabled: value.modules.includes(module) })),
      seats: { allowed: value.seats, used },
    };
  });
}
