import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { addDays, wallClockOf } from '../../../schemas/core/zonedTime';
import type { Database } from '../../db/DatabaseSchema';
import type { Executor } from '../../db/Executor';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { readCompanySettings } from '../../settings/companySettings';
import type { SettingsRules } from '../../settings/document/SettingsRules';
import { recomputeAttendance } from '../days/recomputeAttendance';

const dateOf = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value).slice(0, 10);

/** Today on the company's clock: days after it have no punches to recompute. */
async function today(db: Executor): Promise<string> {
  const { timeZone } = await readCompanySettings(db as never);
  return wallClockOf(Date.now(), timeZone).slice(0, 10);
}

/**
 * Recomputes the days the rows cover, up to today (a later day is computed when it is looked
 * at), for their employees, in the write's transaction.
 */
async function recomputeCovered(
  trx: Transaction<Database> | Kysely<Database>,
  rows: ReadonlyArray<Record<string, unknown> | null>,
): Promise<void> {
  const last = await today(trx);
  const users = new Set<number>();
  let from: string | null = null;
  let to: string | null = null;
  for (const row of rows) {
    if (!row) continue;
    const start = dateOf(row.starts_on);
    if (start === null || start > last) continue;
    const end = dateOf(row.ends_on);
    const stop = end === null || end > last ? last : end;
    users.add(Number(row.user_id));
    if (from === null || start < from) from = start;
    if (to === null || stop > to) to = stop;
  }
  if (from === null || to === null || users.size === 0) return;
  // A day to spare on each side: the list's dates are the employee's, the clock the company's.
  await recomputeAttendance(trx, addDays(from, -1), addDays(to, 1), [...users]);
}

/**
 * The flexible hours list (`as.flexibleHours`): an assignment ends on or after it starts, and
 * adding, changing, removing or restoring one recomputes the attendance days it covered and
 * covers, in the same transaction (docs/decisions.md, "Flexible hours list").
 */
export const flexibleHoursRules: EntityRules = {
  async prepare(ctx, values, before) {
    const row = { ...(before ?? {}), ...values };
    const start = dateOf(row.starts_on);
    const end = dateOf(row.ends_on);
    if (start !== null && end !== null && end < start)
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
        ends_on: [translate(ctx.lang, 'as:errors.flexibleHours.endsBeforeStart')],
      });
    return values;
  },
  async afterWrite(ctx, row, before) {
    // Creates are recomputed once per batch (afterCreated): an import of the list at once.
    if (ctx.action === 'create') return;
    await recomputeCovered(ctx.trx, [before, row]);
  },
  async afterCreated(ctx, rows) {
    await recomputeCovered(ctx.trx, rows);
  },
};

/**
 * The settings document: a save changes the days of everyone on the list, so theirs are
 * recomputed from the first day of the previous month (older months are taken as closed;
 * docs/decisions.md, "Flexible hours list") to today.
 */
export const flexibleHoursSettingsRules: SettingsRules = {
  async afterSave(ctx) {
    const last = await today(ctx.db);
    const from = `${addDays(`${last.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
    const users = (
      await sql<{ user_id: number }>`
        select distinct user_id from as_flexible_hours
        where deleted_at is null and starts_on <= ${last}::date and (ends_on is null or ends_on >= ${from}::date)`.execute(
        ctx.db,
      )
    ).rows.map((r) => r.user_id);
    if (users.length > 0) await recomputeAttendance(ctx.db, from, last, users);
  },
};
