import type { Kysely } from 'kysely';
import type { GeofenceSite } from '../../../schemas/sc/settings/mapSettingLimits';
import type { Database } from '../../db/DatabaseSchema';
import { settingsDescriptor } from '../../settings/document/loadSettingsDescriptors';
import { readSettingsDocument } from '../../settings/document/SettingsDocumentStore';

/**
 * The google-map settings (the settings document schemas/sc/settings/map.settings.json):
 * the Maps API key (administrators only: never in an answer to anyone else, see
 * docs/decisions.md "Map key") and the clock-in geofence attendance uses: when enabled, a
 * clock-in must be within `radius` metres of one of the sites.
 */
export interface MapSettings {
  apiKey: string;
  geofenceEnabled: boolean;
  sites: GeofenceSite[];
}

export async function readMapSettings(db: Kysely<Database>): Promise<MapSettings> {
  return (await readSettingsDocument<MapSettings>(db, settingsDescriptor('sc.map'))).value;
}
