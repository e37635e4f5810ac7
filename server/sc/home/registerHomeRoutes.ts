import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { ownersOfUser } from '../../permissions/loadUserPermission';
import { saveSetting } from '../../settings/saveSetting';
import { refuseInvalid, settingsData, withConflictAnswer } from '../settingsResponses';
import { checkHomeBody } from './checkHomeBody';
import { DEFAULT_HOME_SETTINGS, HOME_SETTINGS_KEY, type HomeSettings, readHomeRecord } from './homeSettings';

/** A home screen shows at most this many quick links. */
const MAX_QUICK_LINKS = 50;

/**
 * The home screen's data: its panels (`GET /api/sc/home`, every signed-in user; saving
 * needs `sc.admin.home.actions.edit`, 409 on a stale version, audited as `sc.homeSettings`)
 * and the caller's quick links (`GET /api/sc/bookmark/mine`: active bookmarks for `all` or
 * for an owner that stands for the caller, in their order).
 */
export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/sc/home', { config: { access: 'authenticated' } }, async () => ({
    data: settingsData(await readHomeRecord(db)),
  }));

  app.put<{ Body: Record<string, unknown> }>(
    '/api/sc/home',
    {
      config: { access: { permission: 'sc.admin.home.actions.edit' } },
      schema: { body: { type: 'object' } },
    },
    async (request) => {
      const { lang } = request;
      const { changes, version, errors } = checkHomeBody(request.body, lang);
      refuseInvalid(errors, lang);
      const saved = await withConflictAnswer(
        () =>
          saveSetting<HomeSettings>(db, {
            key: HOME_SETTINGS_KEY,
            defaults: DEFAULT_HOME_SETTINGS,
            changes,
            expectedVersion: version,
            userId: requireAuth(request).userId,
            auditEntity: 'sc.homeSettings',
          }),
        lang,
      );
      return { data: settingsData(saved) };
    },
  );

  app.get('/api/sc/bookmark/mine', { config: { access: 'authenticated' } }, async (request) => {
    const owners = [...(await ownersOfUser(db, requireAuth(request).userId))];
    // Owners are stored normalised ('all' or 'd3,u7'), so an array overlap matches them.
    const rows = await sql<{ id: number; title: string; url: string; icon: string | null }>`
      select id, title, url, icon from bookmarks
      where deleted_at is null and is_active
        and (owners = 'all' or string_to_array(owners, ',') && ${sql.val(owners)}::text[])
      order by sort, id limit ${MAX_QUICK_LINKS}`.execute(db);
    return { data: rows.rows };
  });
}
