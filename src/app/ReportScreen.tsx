import { ReportViewScreen } from '../runtime/reports/ReportViewScreen';
import { SettingsRuntimeContext } from '../runtime/settings/SettingsRuntimeContext';
import { reportDescriptorLoaders } from './reportDescriptors';
import { settingsDescriptorLoaders } from './settingsDescriptors';
import { settingsWidgets } from './settingsWidgets';

const settingsRuntime = { loaders: settingsDescriptorLoaders, widgets: settingsWidgets };

/** The generic report screen with the app's report descriptors (its parameters use the settings widgets). */
export function ReportScreen() {
  return (
    <SettingsRuntimeContext.Provider value={settingsRuntime}>
      <ReportViewScreen loaders={reportDescriptorLoaders} />
    </SettingsRuntimeContext.Provider>
  );
}
