import { addDays, wallClockOf } from '../../../schemas/core/zonedTime';
import type { EntityRules } from '../../resources/entityRules';
import { readCompanySettings } from '../../settings/companySettings';
import { recomputeAttendance } from '../days/recomputeAttendance';

/**
 * Punches (`as.punch`): a punch added by hand or imported late (a device's file of last week)
 * recomputes the attendance days it falls on, in the same transaction, all of a file's
 * employees and days at once. The range is read on the company's clock with a day to spare on
 * each side, as a member's calendar region may keep another zone and a night shift ends the
 * day after it starts.
 */
export const punchRules: EntityRules = {
  async afterCreated(ctx, rows) {
    const users = [...new Set(rows.map((r) => Number(r.user_id)).filter((id) => Number.isInteger(id)))];
    if (users.length === 0) return;
    const { timeZone } = await readCompanySettings(ctx.trx as never);
    const dates = rows.map((r) => wallClockOf(r.punched_at as string | Date, timeZone).slice(0, 10)).sort();
    await recomputeAttendance(ctx.trx, addDays(dates[0]!, -1), addDays(dates[dates.length - 1]!, 1), users);
  },
};
