import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { ownersOfUser } from '../../permissions/loadUserPermission';

/** A home screen shows at most this many quick links. */
const MAX_QUICK_LINKS = 50;

/**
 * The caller's quick links for the home screen (`GET /api/sc/bookmark/mine`: active
 * bookmarks for `all` or for an owner that stands for the caller, in their order). The
 * home panels are the settings document `sc.home` (GET /api/sc/home, every signed-in user).
 */
export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

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
