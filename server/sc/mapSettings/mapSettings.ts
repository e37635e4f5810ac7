import type { Kysely } from 'kysely';
import type { GeofenceSite } from '../../../schemas/sc/settings/mapSettingLimits';
import type { Database } from '../../db/DatabaseSchema';
import { readSettingRecord, type SettingRecord } from '../../settings/settingsStore';

export const MAP_SETTINGS_KEY = 'sc.map';

/**
 * The google-map settings: the Maps API key (administrators only: never in an answer to
 * anyone else, see docs/decisions.md "Map key") and the clock-in geofence attendance uses:
 * when enabled, a clock-in must be within `radius` metres of one of the sites.
 */
export interface MapSettings {
  apiKey: string;
  geofenceEnabled: boolean;
  sites: GeofenceSite[];
}

export const DEFAULT_MAP_SETTINGS: MapSettings = { apiKey: '', geofenceEnabled: false, sites: [] };

export function readMapRecord(db: Kysely<Database>): Promise<SettingRecord<MapSettings>> {
  return readSettingRecord(db, MAP_SETTINGS_KEY, DEFAULT_MAP_SETTINGS);
}
