import type { Kysely } from 'kysely';
import type { CompanySettings } from '../../schemas/sc/settings/companySettings';
import type { Database } from '../db/DatabaseSchema';
import { settingsDescriptor } from './document/loadSettingsDescriptors';
import { readSettingsDocument } from './document/SettingsDocumentStore';

/**
 * The organisation's identity shown on the sign-in page and in the shell: the settings
 * document schemas/sc/settings/company.settings.json.
 */
export type { CompanySettings };

export async function readCompanySettings(db: Kysely<Database>): Promise<CompanySettings> {
  return (await readSettingsDocument<CompanySettings>(db, settingsDescriptor('sc.company'))).value;
}
