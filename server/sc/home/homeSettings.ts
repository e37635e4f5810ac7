import type { Kysely } from 'kysely';
import { DEFAULT_HOME_WIDGETS, type HomeWidgetSetting } from '../../../schemas/sc/settings/homeWidgets';
import type { Database } from '../../db/DatabaseSchema';
import { readSettingRecord, type SettingRecord } from '../../settings/settingsStore';

export const HOME_SETTINGS_KEY = 'sc.home';

/** What the home screen shows: its panels, in order, each on or off. */
export interface HomeSettings {
  widgets: HomeWidgetSetting[];
}

export const DEFAULT_HOME_SETTINGS: HomeSettings = { widgets: [...DEFAULT_HOME_WIDGETS] };

export function readHomeRecord(db: Kysely<Database>): Promise<SettingRecord<HomeSettings>> {
  return readSettingRecord(db, HOME_SETTINGS_KEY, DEFAULT_HOME_SETTINGS);
}
