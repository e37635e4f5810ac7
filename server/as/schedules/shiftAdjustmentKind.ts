import { sql } from 'kysely';
import type { Language } from '../../http/translate';
import type { WfHookContext, WfKind } from '../../wf/kinds/WfKind';
import { loadAttendanceInputs } from '../days/loadAttendanceInputs';
import { planDay } from '../days/planDay';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { refuseField } from '../requests/refuseField';
import { addDays } from '../../../schemas/core/zonedTime';

function refuse(lang: Language, field: string, key: string, values: Record<string, string> = {}): never {
  return refuseField(lang, field, `as:errors.shiftAdjustment.${key}`, values);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The swap a shift-adjustment request asks for, checked against the applicant's plan: `offDate`
 * is a day they work (it becomes a day off), `workDate` a day they do not (they work it instead,
 * on the shift they had on `offDate`). Both in the future of the organisation's today is not
 * required: a swap agreed after the fact is common, and the approver judges it.
 */
async function requestedSwap(c: WfHookContext) {
  const { lang, instance } = c;
  const offDate = String(instance.values.offDate ?? '');
  const workDate = String(instance.values.workDate ?? '');
  if (!DATE.test(offDate)) refuse(lang, 'offDate', 'badDate');
  if (!DATE.test(workDate)) refuse(lang, 'workDate', 'badDate');
  if (offDate === workDate) refuse(lang, 'workDate', 'sameDay');
  const [first, last] = offDate < workDate ? [offDate, workDate] : [workDate, offDate];
  const inputs = await loadAttendanceInputs(c.trx, first, last, [instance.applicant_id]);
  const member = inputs.members[0];
  if (!member) refuse(lang, 'offDate', 'notMember');
  const off = planDay(inputs, member, offDate);
  const work = planDay(inputs, member, workDate);
  if (off.shiftId === null) refuse(lang, 'offDate', 'notWorking', { date: offDate });
  if (work.shiftId !== null) refuse(lang, 'workDate', 'alreadyWorking', { date: workDate });
  return { offDate, workDate, shiftId: off.shiftId };
}

/**
 * Attendance's shift and day-off swap (調班調休, issue 15), a sign-off kind: the applicant
 * names a workday to take off and a rest day to work instead; the submit checks the first has a
 * shift and the second none; the final approval schedules the first off and the second on the
 * first's shift (`as_schedules`, noted with the application's number) and recomputes both days,
 * in the approval's transaction. Nothing is held while it is signed off.
 */
export const SHIFT_ADJUSTMENT_KIND: WfKind = {
  id: 'shift-adjustment',
  formFields: [
    { key: 'offDate', type: 'date' },
    { key: 'workDate', type: 'date' },
  ],
  writes: ['as.schedule', 'as.mySchedule', 'as.attendanceDay'],
  onSubmit: async (c) => {
    await requestedSwap(c);
  },
  onApproved: async (c) => {
    const swap = await requestedSwap(c);
    const who = c.instance.applicant_id;
    for (const [date, shiftId] of [
      [swap.offDate, null],
      [swap.workDate, swap.shiftId],
    ] as const)
      await sql`insert into as_schedules (user_id, work_date, shift_id, note, created_by, updated_by)
        values (${who}, ${date}, ${shiftId}, ${c.instance.number}, ${c.actorId}, ${c.actorId})
        on conflict (user_id, work_date) where deleted_at is null do update
          set shift_id = excluded.shift_id, note = excluded.note, updated_at = now(),
              updated_by = excluded.updated_by, version = as_schedules.version + 1`.execute(c.trx);
    // A night shift's day reaches into the next morning: recompute each day with the one after.
    for (const date of [swap.offDate, swap.workDate])
      await recomputeAttendance(c.trx, date, addDays(date, 1), [who]);
  },
};
