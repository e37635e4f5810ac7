import { minutesOf, span, subtract } from '../../../schemas/as/attendance/intervals';
import { minutesOfDay } from '../../../schemas/as/attendance/shiftRule';
import { type ShiftRow, shiftRuleOf } from '../../../schemas/as/attendance/shiftRuleOf';
import { shiftSpan } from '../../../schemas/as/attendance/shiftSpan';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';

/** Any day and zone do to measure a shift by its wall clock: the rule is the same every day. */
const MEASURED_ON = '2026-01-05';

/**
 * Shifts (`as.shift`): the end differs from the start (an end not after the start is on the
 * next day: a night shift), a break has both ends and lies within the shift, and the shift's
 * working minutes (its span less its break, as the day computation counts them) are kept on
 * the row for the list and the schedule.
 */
export const shiftRules: EntityRules = {
  async prepare(ctx, values, before) {
    const row = { ...(before ?? {}), ...values } as unknown as ShiftRow;
    const fail = (field: string, key: string, params: Record<string, string> = {}) => {
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
        [field]: [translate(ctx.lang, `as:errors.shift.${key}`, params)],
      });
    };
    if (!row.start_time || !row.end_time) return values;
    if (row.start_time === row.end_time) fail('end_time', 'sameStartEnd');
    if (!row.break_start !== !row.break_end) fail(row.break_start ? 'break_end' : 'break_start', 'breakPair');
    const rule = shiftRuleOf(row);
    const s = shiftSpan({ ...rule, breaks: [] }, MEASURED_ON, 'UTC');
    const breaks = shiftSpan(rule, MEASURED_ON, 'UTC').breaks;
    if (row.break_start && row.break_end) {
      // Inside when none of it was cut off at the shift's ends (a night shift's break may be after midnight).
      const length = (minutesOfDay(row.break_end) - minutesOfDay(row.break_start) + 24 * 60) % (24 * 60);
      if (length === 0 || minutesOf(breaks) !== length)
        fail('break_start', 'breakOutside', { start: row.start_time, end: row.end_time });
    }
    const workMinutes = minutesOf(subtract(span(s.start, s.end), breaks));
    if (workMinutes <= 0) fail('break_start', 'noWork');
    return { ...values, work_minutes: workMinutes };
  },
};
