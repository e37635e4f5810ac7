import type { Kysely } from 'kysely';
import type { ModuleId } from '../../../schemas/core/modules';
import type { Database } from '../../db/DatabaseSchema';
import { settingsDescriptor } from '../../settings/document/loadSettingsDescriptors';
import { readSettingsDocument } from '../../settings/document/SettingsDocumentStore';

/**
 * The licence of a self-hosted install, set by an administrator (docs/decisions.md,
 * "Licence"; the settings document schemas/sc/settings/license.settings.json): how many
 * active users it may have (`null`: no limit, the default of a fresh install) and which
 * modules are switched on (system settings always is).
 */
export interface LicenseSettings {
  seats: number | null;
  modules: ModuleId[];
}

export async function readLicenseSettings(db: Kysely<Database>): Promise<LicenseSettings> {
  return (await readSettingsDocument<LicenseSettings>(db, settingsDescriptor('sc.license'))).value;
}

/** The modules switched on: the stored list, with system settings always in it. */
export async function readLicensedModules(db: Kysely<Database>): Promise<ReadonlySet<ModuleId>> {
  const value = await readLicenseSettings(db);
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
