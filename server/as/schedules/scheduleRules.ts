import type { EntityRules } from '../../resources/entityRules';
import { recomputeAttendance } from '../days/recomputeAttendance';

type Row = Record<string, unknown> | null;

/** Recomputes the days the schedule rows stand on, for their employees, in the write's transaction. */
async function recomputeScheduled(trx: Parameters<typeof recomputeAttendance>[0], rows: readonly Row[]) {
  const users = new Set<number>();
  const dates: string[] = [];
  for (const row of rows) {
    if (!row || row.work_date === null || row.work_date === undefined) continue;
    users.add(Number(row.user_id));
    dates.push(String(row.work_date).slice(0, 10));
  }
  if (users.size === 0) return;
  dates.sort();
  await recomputeAttendance(trx, dates[0]!, dates[dates.length - 1]!, [...users]);
}

/**
 * The schedule (`as.schedule`, the online scheduling grid and its import): a day's shift set,
 * changed, taken back to the default shift (deleted) or restored recomputes that attendance day
 * for that employee in the same transaction, and the day it left when a row moves; a file of
 * schedules is recomputed once, all its employees and days together.
 */
export const scheduleRules: EntityRules = {
  async afterWrite(ctx, row, before) {
    // Creates are recomputed once per batch (afterCreated): a month's import at once.
    if (ctx.action === 'create') return;
    await recomputeScheduled(ctx.trx, [before, row]);
  },
  async afterCreated(ctx, rows) {
    await recomputeScheduled(ctx.trx, rows);
  },
};
