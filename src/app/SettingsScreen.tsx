import { SettingsDocumentScreen } from '../runtime/settings/SettingsDocumentScreen';
import { type SettingsRuntime, SettingsRuntimeContext } from '../runtime/settings/SettingsRuntimeContext';
import { settingsDescriptorLoaders } from './settingsDescriptors';
import { settingsWidgets } from './settingsWidgets';

const runtime: SettingsRuntime = { loaders: settingsDescriptorLoaders, widgets: settingsWidgets };

/** The generic settings screen with the app's settings descriptors and field widgets. */
export function SettingsScreen() {
  return (
    <SettingsRuntimeContext.Provider value={runtime}>
      <SettingsDocumentScreen />
    </SettingsRuntimeContext.Provider>
  );
}
