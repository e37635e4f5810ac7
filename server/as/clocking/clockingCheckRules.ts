import { addDays } from '../../../schemas/core/zonedTime';
import type { SettingsRules } from '../../settings/document/SettingsRules';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { organisationToday } from './organisationToday';

/**
 * The check settings (`as.clockingCheck`) after a save: the stored days of this month and the
 * last one, up to today, are recomputed at once, so the punch-card exception list shows what
 * the new checks count; older days follow when they are next recomputed.
 */
export const clockingCheckRules: SettingsRules = {
  async afterSave(ctx) {
    const today = await organisationToday(ctx.db);
    const lastMonth = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
    await recomputeAttendance(ctx.db, lastMonth, today);
  },
};
