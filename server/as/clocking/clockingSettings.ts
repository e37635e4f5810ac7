import type { Kysely } from 'kysely';
import type { ExceptionCheck } from '../../../schemas/as/attendance/exceptionCheck';
import type { Database } from '../../db/DatabaseSchema';
import { settingsDescriptor } from '../../settings/document/loadSettingsDescriptors';
import { readSettingsDocument } from '../../settings/document/SettingsDocumentStore';

/**
 * The clock-in methods (schemas/as/settings/clocking.settings.json, the screen
 * `/as/admin/clocking/setting`), enforced by `POST /api/as/clocking`.
 */
export interface ClockingSettings {
  /** Online clock-in is offered at all (devices and imports are not affected). */
  webClocking: boolean;
  /** A punch within this many minutes of the caller's last one is refused as a duplicate; 0: off. */
  minimumIntervalMinutes: number;
  /** Ask the browser for its position on every punch, even with the geofence off. */
  recordPosition: boolean;
}

export async function readClockingSettings(db: Kysely<Database>): Promise<ClockingSettings> {
  return (await readSettingsDocument<ClockingSettings>(db, settingsDescriptor('as.clocking'))).value;
}

/**
 * Which day results count as exceptions, and the company's tolerance
 * (schemas/as/settings/clockingCheck.settings.json, `/as/admin/clocking/check-setting`): what
 * recomputeAttendance applies to every day it stores.
 */
export async function readExceptionCheck(db: Kysely<Database>): Promise<ExceptionCheck> {
  return (await readSettingsDocument<ExceptionCheck>(db, settingsDescriptor('as.clockingCheck'))).value;
}
