import type { FastifyInstance } from 'fastify';
import { MODULES } from '../../../schemas/core/modules';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { broadcastCacheChanged } from '../../realtime/broadcastCacheChanged';
import { saveSetting } from '../../settings/saveSetting';
import { refuseInvalid, settingsData, withConflictAnswer } from '../settingsResponses';
import { checkLicenseBody } from './checkLicenseBody';
import {
  countSeatsUsed,
  DEFAULT_LICENSE_SETTINGS,
  LICENSE_SETTINGS_KEY,
  type LicenseSettings,
  readLicenseRecord,
} from './licenseSettings';

/**
 * The licence: `GET /api/sc/license` is the web's cached list (spec section 7) for every
 * signed-in user, `{data: [{module, enabled}], seats: {allowed, used}}` (allowed null: no
 * limit); administrators read the document with its version and save it (409 on a stale
 * version, audit-logged as `sc.license`); a save tells every client to refetch the list.
 * A switched-off module is off for everyone: see PermissionCache and the auth guard.
 */
export function registerLicenseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/sc/license', { config: { access: 'authenticated' } }, async () => {
    const [{ value }, used] = await Promise.all([readLicenseRecord(db), countSeatsUsed(db)]);
    return {
      data: MODULES.map((module) => ({ module, enabled: value.modules.includes(module) })),
      seats: { allowed: value.seats, used },
    };
  });

  app.get(
    '/api/sc/license/settings',
    { config: { access: { permission: 'sc.admin.license.actions.view' } } },
    async () => {
      const [record, used] = await Promise.all([readLicenseRecord(db), countSeatsUsed(db)]);
      return { data: { ...settingsData(record), used } };
    },
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/api/sc/license',
    {
      config: { access: { permission: 'sc.admin.license.actions.edit' } },
      schema: { body: { type: 'object' } },
    },
    async (request) => {
      const { lang } = request;
      const used = await countSeatsUsed(db);
      const { changes, version, errors } = checkLicenseBody(request.body, used, lang);
      refuseInvalid(errors, lang);
      const saved = await withConflictAnswer(
        () =>
          saveSetting<LicenseSettings>(db, {
            key: LICENSE_SETTINGS_KEY,
            defaults: DEFAULT_LICENSE_SETTINGS,
            changes,
            expectedVersion: version,
            userId: requireAuth(request).userId,
            auditEntity: 'sc.license',
          }),
        lang,
      );
      // Switched modules show in every userPermission and route check at once (on this
      // instance; others within the cache's lifetime), without signing in again.
      ctx.permissions.clear();
      await broadcastCacheChanged(ctx.realtime, 'license');
      return { data: { ...settingsData(saved), used } };
    },
  );
}
