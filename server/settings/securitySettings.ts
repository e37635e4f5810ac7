import type { Kysely } from 'kysely';
import type { SecuritySettings } from '../../schemas/sc/settings/securitySettings';
import type { Database } from '../db/DatabaseSchema';
import { settingsDescriptor } from './document/loadSettingsDescriptors';
import { readSettingsDocument } from './document/SettingsDocumentStore';

/**
 * Security settings (spec section 9, edited under /sc/security-settings): the settings
 * document schemas/sc/settings/security.settings.json (its fields, limits and defaults).
 */
export type { SecuritySettings };

export async function readSecuritySettings(db: Kysely<Database>): Promise<SecuritySettings> {
  return (await readSettingsDocument<SecuritySettings>(db, settingsDescriptor('sc.security'))).value;
}
