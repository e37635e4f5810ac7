import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { assignPunches, dayAnchor } from '../../../schemas/as/attendance/assignPunches';
import { nearestSite } from '../../../schemas/as/attendance/nearestSite';
import { addDays, wallClockOf } from '../../../schemas/core/zonedTime';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { readMapSettings } from '../../sc/mapSettings/mapSettings';
import { loadAttendanceInputs } from '../days/loadAttendanceInputs';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { clockSiteNames } from '../members/clockSiteNames';
import { addressAllowed } from './addressAllowed';
import { readClockingSettings } from './clockingSettings';

const RIGHT = 'as.use.clocking.actions';

const BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
  },
} as const;

/**
 * The attendance day an instant belongs to for one member (the day whose shift it is nearest,
 * as assignPunches shares out punches: a night shift's 05:00 is the night before), and that
 * day's punches; undefined for someone who is not an attendance member.
 */
async function attendanceDayAt(ctx: AppContext, userId: number, instant: number) {
  // One load covers the member's today and its neighbours whatever their zone (±14 hours from UTC).
  const utcDate = new Date(instant).toISOString().slice(0, 10);
  const inputs = await loadAttendanceInputs(ctx.db, addDays(utcDate, -2), addDays(utcDate, 2), [userId]);
  const member = inputs.members[0];
  if (!member) return undefined;
  const zone = member.zone;
  const today = wallClockOf(instant, zone).slice(0, 10);
  const anchors = [addDays(today, -1), today, addDays(today, 1)].map((date) => {
    const scheduled = inputs.schedules.get(`${userId}:${date}`);
    const shiftId = scheduled === undefined ? member.defaultShiftId : scheduled;
    return dayAnchor(date, zone, shiftId === null ? null : (inputs.shifts.get(shiftId) ?? null));
  });
  const [date] = [...assignPunches(anchors, [instant])].find(([, punches]) => punches.length > 0)!;
  const punches = assignPunches(anchors, inputs.punches.get(userId) ?? []).get(date) ?? [];
  return { date, zone, punches };
}

/** The stored result of one member's day, with its shift, as the clock-in screen shows it. */
async function storedDay(ctx: AppContext, userId: number, date: string) {
  return (
    (
      await sql<Record<string, unknown>>`
        select d.status, d.exceptions, d.first_in, d.last_out, d.expected_minutes, d.worked_minutes,
               d.late_minutes, d.early_leave_minutes, d.reasons, s.id as shift_id, s.code as shift_code,
               s.name as shift_name, s.start_time, s.end_time
        from as_attendance_days d left join as_shifts s on s.id = d.shift_id
        where d.user_id = ${userId} and d.work_date = ${date}::date and d.deleted_at is null`.execute(ctx.db)
    ).rows[0] ?? null
  );
}

/**
 * Online clock-in (issue 15, `/as/use/clocking`): `GET /api/as/clocking` is the caller's
 * attendance day now (shift, punches, result); `POST /api/as/clocking` punches at the
 * server's time (never the browser's), after the checks the administrators set: the caller's
 * address in a web clock device's allowed addresses (when any device lists some) and their
 * position inside a site of the geofence (when it is on). The clock-in methods
 * (`as.clocking`) switch online clock-in off (409), refuse a second punch within their minimum
 * interval (409), and ask for the position to be recorded with the geofence off. The day is
 * recomputed at once.
 */
export function registerClockingRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The caller's attendance day now, recomputed from what is stored. */
  const today = async (request: FastifyRequest, recomputed = false) => {
    const { userId } = requireAuth(request);
    const found = await attendanceDayAt(ctx, userId, Date.now());
    if (!found) throw new HttpError(409, translate(request.lang, 'as:clocking.notMember'));
    if (!recomputed) await recomputeAttendance(ctx.db, found.date, found.date, [userId]);
    const methods = await readClockingSettings(ctx.db);
    return {
      date: found.date,
      zone: found.zone,
      now: new Date().toISOString(),
      geofence: (await readMapSettings(ctx.db)).geofenceEnabled,
      webClocking: methods.webClocking,
      recordPosition: methods.recordPosition,
      minimumIntervalMinutes: methods.minimumIntervalMinutes,
      day: await storedDay(ctx, userId, found.date),
      punches: found.punches.map((p) => new Date(p).toISOString()),
    };
  };

  app.get('/api/as/clocking', { config: { access: { permission: `${RIGHT}.view` } } }, async (request) => ({
    data: await today(request),
  }));

  app.post<{ Body: { latitude?: number; longitude?: number } }>(
    '/api/as/clocking',
    { config: { access: { permission: `${RIGHT}.create` } }, schema: { body: BODY } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const lang = request.lang;
      const now = Date.now();
      const found = await attendanceDayAt(ctx, userId, now);
      if (!found) throw new HttpError(409, translate(lang, 'as:clocking.notMember'));
      const methods = await readClockingSettings(ctx.db);
      if (!methods.webClocking) throw new HttpError(409, translate(lang, 'as:clocking.webClockingOff'));
      const devices = (
        await sql<{ allowed_addresses: string }>`
          select allowed_addresses from clock_devices
          where deleted_at is null and is_active and type = 'web'
            and coalesce(trim(allowed_addresses), '') <> ''`.execute(ctx.db)
      ).rows;
      if (devices.length > 0 && !devices.some((d) => addressAllowed(request.ip, d.allowed_addresses)))
        throw new HttpError(403, translate(lang, 'as:clocking.addressRefused', { address: request.ip }));
      const { latitude, longitude } = request.body ?? {};
      const settings = await readMapSettings(ctx.db);
      if (settings.geofenceEnabled) {
        if (latitude === undefined || longitude === undefined)
          throw new ValidationFailed(translate(lang, 'validation:failed'), {
            latitude: [translate(lang, 'as:clocking.positionNeeded')],
          });
        // A per-employee geofence: the member's own sites when they name some still configured.
        const own = clockSiteNames(
          (
            await sql<{ clock_sites: string | null }>`
            select clock_sites from as_members where user_id = ${userId} and deleted_at is null`.execute(
              ctx.db,
            )
          ).rows[0]?.clock_sites,
        );
        const theirs = settings.sites.filter((site) => own.includes(site.name));
        const nearest = nearestSite({ latitude, longitude }, theirs.length > 0 ? theirs : settings.sites);
        if (!nearest?.inside)
          throw new ValidationFailed(translate(lang, 'validation:failed'), {
            latitude: [
              translate(lang, 'as:clocking.outsideGeofence', {
                site: nearest?.site.name ?? '',
                metres: Math.round(nearest?.metres ?? 0),
              }),
            ],
          });
      }
      if (methods.minimumIntervalMinutes > 0) {
        const since = new Date(now - methods.minimumIntervalMinutes * 60_000);
        const recent = await sql<{ punched_at: Date }>`
          select punched_at from as_punches
          where user_id = ${userId} and deleted_at is null and punched_at > ${since}
          order by punched_at desc limit 1`.execute(ctx.db);
        if (recent.rows.length > 0)
          throw new HttpError(
            409,
            translate(lang, 'as:clocking.tooSoon', {
              count: methods.minimumIntervalMinutes,
              time: wallClockOf(new Date(recent.rows[0]!.punched_at).getTime(), found.zone).slice(11, 16),
            }),
          );
      }
      await sql`
        insert into as_punches (user_id, punched_at, source, ip, latitude, longitude, created_by, updated_by)
        values (${userId}, ${new Date(now)}, 'web', ${request.ip.slice(0, 45)}, ${latitude ?? null},
                ${longitude ?? null}, ${userId}, ${userId})`.execute(ctx.db);
      // The punch may close yesterday's night shift: both days are recomputed.
      await recomputeAttendance(ctx.db, addDays(found.date, -1), found.date, [userId]);
      return reply.status(201).send({ data: await today(request, true) });
    },
  );
}
