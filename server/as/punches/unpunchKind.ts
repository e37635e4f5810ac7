import { sql } from 'kysely';
import { addDays, instantOf, wallClockOf } from '../../../schemas/core/zonedTime';
import type { Language } from '../../http/translate';
import type { WfHookContext, WfKind } from '../../wf/kinds/WfKind';
import { memberZone } from '../days/memberZone';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { refuseField } from '../requests/refuseField';

function refuse(lang: Language, field: string, key: string, values: Record<string, string> = {}): never {
  return refuseField(lang, field, `as:errors.unpunch.${key}`, values);
}

/** The punch a missed-punch request asks for, as an instant in the applicant's zone, checked. */
async function requestedPunch(c: WfHookContext): Promise<{ at: Date; zone: string; date: string }> {
  const { lang, instance } = c;
  const date = String(instance.values.punchDate ?? '');
  const time = String(instance.values.punchTime ?? '');
  const zone = await memberZone(c.trx, instance.applicant_id);
  if (!zone) refuse(lang, 'punchDate', 'notMember');
  const at = new Date(instantOf(`${date}T${time}:00`, zone));
  if (Number.isNaN(at.getTime())) refuse(lang, 'punchTime', 'badTime');
  if (at.getTime() > c.now.getTime())
    refuse(lang, 'punchTime', 'future', { now: wallClockOf(c.now, zone).slice(0, 16).replace('T', ' ') });
  const clash = await sql`
    select 1 from as_punches where deleted_at is null and user_id = ${instance.applicant_id}
      and punched_at = ${at}`.execute(c.trx);
  if (clash.rows.length > 0) refuse(lang, 'punchTime', 'exists');
  return { at, zone, date };
}

/**
 * Attendance's missed-punch request (issue 15), a sign-off kind: the applicant names the date
 * and time of a punch they forgot; the submit checks it is an attendance member's, not in the
 * future and not already there; the final approval records it as a correction punch (its note
 * the application's number) and recomputes the days around it, in the approval's transaction.
 * Nothing is held while it is signed off, so a rejection or withdrawal has nothing to release.
 */
export const UNPUNCH_KIND: WfKind = {
  id: 'unpunch',
  formFields: [
    { key: 'punchDate', type: 'date' },
    { key: 'punchTime', type: 'time' },
  ],
  writes: ['as.punch', 'as.attendanceDay'],
  onSubmit: async (c) => {
    await requestedPunch(c);
  },
  onApproved: async (c) => {
    const punch = await requestedPunch(c);
    await sql`insert into as_punches (user_id, punched_at, source, note, created_by, updated_by)
      values (${c.instance.applicant_id}, ${punch.at}, 'correction', ${c.instance.number}, ${c.actorId}, ${c.actorId})`.execute(
      c.trx,
    );
    // The punch may close the night shift of the day before.
    await recomputeAttendance(c.trx, addDays(punch.date, -1), punch.date, [c.instance.applicant_id]);
  },
};
