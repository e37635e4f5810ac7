import { wallClockOf } from '../../../schemas/core/zonedTime';
import type { Executor } from '../../db/Executor';
import type { EntityRules } from '../../resources/entityRules';
import { readCompanySettings } from '../../settings/companySettings';
import { recomputeAttendance } from './recomputeAttendance';

type Row = Record<string, unknown> | null;

/**
 * Recomputes every member's attendance days on the dates of calendar events written (a holiday
 * added late, a make-up workday moved), up to today: later days are computed when they are
 * looked at. Each date is recomputed on its own, not the span between them.
 */
async function recomputeEventDays(trx: Executor, rows: readonly Row[]): Promise<void> {
  const { timeZone } = await readCompanySettings(trx as never);
  const today = wallClockOf(Date.now(), timeZone).slice(0, 10);
  const dates = new Set<string>();
  for (const row of rows) {
    const date = row?.date ? String(row.date).slice(0, 10) : null;
    if (date && date <= today) dates.add(date);
  }
  for (const date of [...dates].sort()) await recomputeAttendance(trx as never, date, date);
}

/**
 * Attendance's part of the calendar events' rules (`sc.calendarEvent`, composed with the
 * calendar's own in server/modules/buildEntityRules.ts): a holiday or make-up workday added,
 * changed, removed or restored recomputes the days it concerns, in the same transaction, so
 * the exceptions list and the reports change with it and each day says it is a holiday.
 */
export const holidayRecomputeRules: EntityRules = {
  async afterWrite(ctx, row, before) {
    // Creates are recomputed once per batch (afterCreated): a year's import at once.
    if (ctx.action === 'create') return;
    await recomputeEventDays(ctx.trx, [before, row]);
  },
  async afterCreated(ctx, rows) {
    await recomputeEventDays(ctx.trx, rows);
  },
};
