import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { saveSetting } from '../../settings/saveSetting';
import { refuseInvalid, settingsData, withConflictAnswer } from '../settingsResponses';
import { checkMapBody } from './checkMapBody';
import { DEFAULT_MAP_SETTINGS, MAP_SETTINGS_KEY, type MapSettings, readMapRecord } from './mapSettings';

/**
 * The google-map settings. Administrators with `sc.admin.map` read the whole document, API
 * key included, and save it (409 on a stale version, audit-logged as `sc.mapSettings` with
 * the key masked). Every signed-in user may read the geofence (`/api/sc/map/geofence`:
 * enabled and sites, never the key), which the clock-in screen needs.
 */
export function registerMapSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    '/api/sc/map/settings',
    { config: { access: { permission: 'sc.admin.map.actions.view' } } },
    async () => ({ data: settingsData(await readMapRecord(db)) }),
  );

  app.get('/api/sc/map/geofence', { config: { access: 'authenticated' } }, async () => {
    const { value } = await readMapRecord(db);
    return { data: { enabled: value.geofenceEnabled, sites: value.sites } };
  });

  app.put<{ Body: Record<string, unknown> }>(
    '/api/sc/map',
    {
      config: { access: { permission: 'sc.admin.map.actions.edit' } },
      schema: { body: { type: 'object' } },
    },
    async (request) => {
      const { lang } = request;
      const stored = await readMapRecord(db);
      const { changes, version, errors } = checkMapBody(request.body, stored.value, lang);
      refuseInvalid(errors, lang);
      const saved = await withConflictAnswer(
        () =>
          saveSetting<MapSettings>(db, {
            key: MAP_SETTINGS_KEY,
            defaults: DEFAULT_MAP_SETTINGS,
            changes,
            expectedVersion: version,
            userId: requireAuth(request).userId,
            auditEntity: 'sc.mapSettings',
            // The audit log is readable more widely than the key should be.
            auditView: (value) => ({ ...value, apiKey: value.apiKey === '' ? '' : '********' }),
          }),
        lang,
      );
      return { data: settingsData(saved) };
    },
  );
}
