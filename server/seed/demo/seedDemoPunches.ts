import { type Kysely, sql } from 'kysely';
import { addDays, instantOf, wallClockOf } from '../../../schemas/core/zonedTime';
import { loadAttendanceInputs } from '../../as/days/loadAttendanceInputs';
import { recomputeAttendance } from '../../as/days/recomputeAttendance';
import type { Database } from '../../db/DatabaseSchema';

const WEEKS = 3;
const PEOPLE = 16;

/** `HH:MM` moved by whole minutes (a demo punch never crosses midnight). */
function shifted(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The last three weeks of punches for the first demo members, ending yesterday, then their days
 * recomputed: the calendars, the exceptions list and the statistics report have something to
 * show. Mostly on time, with a few late arrivals, forgotten check-outs and absences (fixed by
 * person and day, so every start looks alike). Run by `npm start` on the start that seeded the demo
 * (and never over a punch already there): test servers are seeded without them, so each test
 * writes the days it checks.
 * @example if (server.seeded) await seedDemoPunches(server.ctx.db)
 */
export async function seedDemoPunches(db: Kysely<Database>): Promise<number> {
  const any = await sql`select 1 from as_punches limit 1`.execute(db).catch(() => null);
  if (!any || any.rows.length > 0) return 0;
  const today = new Date().toISOString().slice(0, 10);
  const from = addDays(today, -7 * WEEKS);
  const members = (await loadAttendanceInputs(db, from, today)).members.slice(0, PEOPLE);
  const inputs = await loadAttendanceInputs(
    db,
    from,
    today,
    members.map((m) => m.userId),
  );
  const punches: Array<{ user_id: number; punched_at: string }> = [];
  members.forEach((member, i) => {
    const yesterday = addDays(wallClockOf(Date.now(), member.zone).slice(0, 10), -1);
    for (let date = from, d = 0; date <= yesterday; date = addDays(date, 1), d += 1) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const scheduled = inputs.schedules.get(`${member.userId}:${date}`);
      const shiftId = scheduled === undefined ? member.defaultShiftId : scheduled;
      const shift = shiftId === null ? undefined : inputs.shifts.get(shiftId);
      if (!shift || weekday === 0 || weekday === 6 || (i * 3 + d) % 23 === 0) continue;
      const late = (i * 7 + d) % 17 === 0 ? 12 + ((i + d) % 14) : -5 - ((i * 5 + d) % 10);
      punches.push({
        user_id: member.userId,
        punched_at: instantOf(`${date}T${shifted(shift.start, late)}`, member.zone),
      });
      if ((i * 5 + d) % 19 !== 0)
        punches.push({
          user_id: member.userId,
          punched_at: instantOf(`${date}T${shifted(shift.end, (i * 11 + d) % 25)}`, member.zone),
        });
    }
  });
  if (punches.length === 0) return 0;
  await sql`insert into as_punches (user_id, punched_at, source)
    select u, p, 'device' from unnest(${punches.map((p) => p.user_id)}::int[], ${punches.map((p) => p.punched_at)}::timestamptz[]) as x(u, p)`.execute(
    db,
  );
  await recomputeAttendance(
    db,
    from,
    today,
    members.map((m) => m.userId),
  );
  return punches.length;
}
