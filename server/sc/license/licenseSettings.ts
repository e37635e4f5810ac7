import type { Kysely } from 'kysely';
import { MODULES, type ModuleId } from '../../../schemas/core/modules';
import type { Database } from '../../db/DatabaseSchema';
import { readSettingRecord, type SettingRecord } from '../../settings/settingsStore';

export const LICENSE_SETTINGS_KEY = 'sc.license';

/**
 * The licence of a self-hosted install, set by an administrator (docs/decisions.md,
 * "Licence"): how many active users it may have (`null`: no limit, the default of a
 * fresh install) and which modules are switched on (system settings always is).
 */
export interface LicenseSettings {
  seats: number | null;
  modules: ModuleId[];
}

export const DEFAULT_LICENSE_SETTINGS: LicenseSettings = { seats: null, modules: [...MODULES] };

export function readLicenseRecord(db: Kysely<Database>): Promise<SettingRecord<LicenseSettings>> {
  return readSettingRecord(db, LICENSE_SETTINGS_KEY, DEFAULT_LICENSE_SETTINGS);
}

/** The modules switched on: the stored list, with system settings always in it. */
export async function readLicensedModules(db: Kysely<Database>): Promise<ReadonlySet<ModuleId>> {
  const { value } = await readLicenseRecord(db);
  return new Set<ModuleId>(['sc', ...value.modules]);
}

/** Users holding a seat: live and active (an inactive user cannot sign in and frees theirs). */
export async function countSeatsUsed(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
