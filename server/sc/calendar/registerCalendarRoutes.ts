import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../http/AppContext';

/**
 * `GET /api/sc/calendar/upcoming` for every signed-in user (the home screen's holidays
 * panel): the default region's next holidays and make-up workdays from today, at most 10,
 * with the region's name; `{data: [], region: null}` when no region is the default.
 */
export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.get('/api/sc/calendar/upcoming', { config: { access: 'authenticated' } }, async () => {
    const region = await sql<{ id: number; name: string; time_zone: string }>`
      select id, name, time_zone from calendar_regions where is_default and deleted_at is null order by id limit 1`.execute(
      db,
    );
    const found = region.rows[0];
    if (!found) return { data: [], region: null };
    // "Today" in the region's own time zone, so a holiday shows until its day is over there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: found.time_zone }).format(new Date());
    const events = await sql<{ id: number; date: string; name: string; kind: string }>`
      select id, date::text as date, name, kind from calendar_events
      where region = ${found.id} and date >= ${today} and deleted_at is null order by date limit 10`.execute(
      db,
    );
    return { data: events.rows, region: { id: found.id, name: found.name } };
  });
}
