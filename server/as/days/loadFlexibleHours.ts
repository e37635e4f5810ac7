import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { Executor } from '../../db/Executor';
import { settingsDescriptor } from '../../settings/document/loadSettingsDescriptors';
import { readSettingsDocument } from '../../settings/document/SettingsDocumentStore';

/**
 * The flexible hours settings (schemas/as/settings/flexibleHours.settings.json, the screen
 * `/as/admin/shift/flexible-working-hours-setting`): whether the list applies, the allowance of
 * an employee on it without minutes of their own, and whether arriving early counts too.
 */
export interface FlexibleHoursSettings {
  enabled: boolean;
  defaultMinutes: number;
  allowEarly: boolean;
}

/** One assignment of the list (`as.flexibleHours`): its days (`to` null: open-ended) and allowance. */
export interface FlexibleSpan {
  from: string;
  to: string | null;
  minutes: number;
}

export async function readFlexibleHoursSettings(db: Executor): Promise<FlexibleHoursSettings> {
  return (
    await readSettingsDocument<FlexibleHoursSettings>(
      db as Kysely<Database>,
      settingsDescriptor('as.flexibleHours'),
    )
  ).value;
}

/**
 * The list's assignments of `userIds` touching `from`..`to`, by user, with the setting's default
 * for an assignment without minutes; none at all while the setting is off.
 */
export async function loadFlexibleHours(
  db: Executor,
  from: string,
  to: string,
  userIds: readonly number[],
): Promise<{ spans: Map<number, FlexibleSpan[]>; early: boolean }> {
  const settings = await readFlexibleHoursSettings(db);
  const spans = new Map<number, FlexibleSpan[]>();
  if (!settings.enabled || userIds.length === 0) return { spans, early: false };
  for (const row of (
    await sql<{ user_id: number; starts_on: string; ends_on: string | null; minutes: number | null }>`
      select user_id, starts_on::text as starts_on, ends_on::text as ends_on, minutes from as_flexible_hours
      where deleted_at is null and user_id = any(${sql.val([...userIds])}::int[])
        and starts_on <= ${to}::date and (ends_on is null or ends_on >= ${from}::date)
      order by user_id, starts_on`.execute(db)
  ).rows) {
    if (!spans.has(row.user_id)) spans.set(row.user_id, []);
    spans.get(row.user_id)!.push({
      from: row.starts_on,
      to: row.ends_on,
      minutes: row.minutes ?? settings.defaultMinutes,
    });
  }
  return { spans, early: settings.allowEarly };
}

/** The allowance of the list on `date` (the largest of overlapping assignments); 0 when off the list. */
export function listedMinutes(spans: readonly FlexibleSpan[] | undefined, date: string): number {
  let minutes = 0;
  for (const s of spans ?? [])
    if (s.from <= date && (s.to === null || s.to >= date)) minutes = Math.max(minutes, s.minutes);
  return minutes;
}
