import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { datesBetween } from '../../../schemas/as/attendance/assignPunches';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { loadAttendanceInputs } from '../days/loadAttendanceInputs';
import { recomputeAttendance } from '../days/recomputeAttendance';

/** A month view shows six weeks at most. */
const MAX_DAYS = 42;
const DATE = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/**
 * `GET /api/as/calendar?from=&to=` (the clock-in calendar, `/as/use/calendar`): the caller's
 * attendance days of a window of at most six weeks, recomputed from their inputs first (one
 * person's month is cheap), each with its shift, punches as the day took them, status and
 * reasons, and the holiday's name where the calendar has one.
 */
export function registerAttendanceCalendarRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { from: string; to: string } }>(
    '/api/as/calendar',
    {
      config: { access: { permission: 'as.use.clocking.actions.view' } },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to'],
          properties: { from: { type: 'string', pattern: DATE }, to: { type: 'string', pattern: DATE } },
        },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const { from, to } = request.query;
      const lang = request.lang;
      const days =
        Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) ? [] : datesBetween(from, to);
      if (days.length === 0 || days.length > MAX_DAYS)
        throw new ValidationFailed(translate(lang, 'validation:failed'), {
          to: [translate(lang, 'as:calendar.window', { days: MAX_DAYS })],
        });
      const member = (await loadAttendanceInputs(ctx.db, from, from, [userId])).members[0];
      if (!member) throw new HttpError(409, translate(lang, 'as:clocking.notMember'));
      await recomputeAttendance(ctx.db, from, to, [userId]);
      const rows = (
        await sql<Record<string, unknown>>`
          select to_char(d.work_date, 'YYYY-MM-DD') as date, d.kind, d.status, d.exceptions, d.first_in,
                 d.last_out, d.worked_minutes, d.late_minutes, d.early_leave_minutes, d.leave_minutes,
                 d.overtime_minutes, d.reasons, s.code as shift_code, s.name as shift_name, s.color as shift_color,
                 s.start_time, s.end_time
          from as_attendance_days d left join as_shifts s on s.id = d.shift_id
          where d.user_id = ${userId} and d.work_date between ${from}::date and ${to}::date
            and d.deleted_at is null
          order by d.work_date`.execute(ctx.db)
      ).rows;
      const holidays = new Map(
        (
          await sql<{ date: string; name: string }>`
            select to_char(e.date, 'YYYY-MM-DD') as date, e.name from calendar_events e
            join as_members m on m.user_id = ${userId} and m.deleted_at is null
            left join lateral (select id from calendar_regions where is_default and deleted_at is null
              order by id limit 1) d on true
            where e.deleted_at is null and e.region = coalesce(m.region_id, d.id)
              and e.date between ${from}::date and ${to}::date`.execute(ctx.db)
        ).rows.map((h) => [h.date, h.name]),
      );
      return {
        data: rows.map((row) => ({ ...row, holiday: holidays.get(row.date as string) ?? null })),
        meta: { zone: member.zone, from, to },
      };
    },
  );
}
