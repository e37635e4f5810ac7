import type { Kysely } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { settingsDescriptor } from '../../settings/document/loadSettingsDescriptors';
import { readSettingsDocument } from '../../settings/document/SettingsDocumentStore';

/**
 * The overtime and comp-time rules (schemas/as/settings/overtime.settings.json, the screen
 * `/as/admin/leave/overtime-compensation`): how overtime is paid back, how much comp time an
 * hour earns, and how overtime is counted.
 */
export interface OvertimeSettings {
  /** What the applicant may choose: either, or only overtime pay, or only comp time. */
  compensation: 'either' | 'pay' | 'leave';
  /** Hours of comp time one hour of overtime earns (decimal text). */
  compRatio: string;
  /** Overtime counts in whole steps of this many minutes; the remainder is not counted. */
  stepMinutes: number;
  minimumMinutes: number;
  /** The most one request may count (decimal text, hours). */
  maximumHours: string;
}

export async function readOvertimeSettings(db: Kysely<Database>): Promise<OvertimeSettings> {
  const value = (await readSettingsDocument<OvertimeSettings>(db, settingsDescriptor('as.overtime'))).value;
  return { ...value, compRatio: String(value.compRatio), maximumHours: String(value.maximumHours) };
}
