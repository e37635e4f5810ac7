import { SettingsRuntimeContext } from '../runtime/settings/SettingsRuntimeContext';
import { TaskRunScreen } from '../runtime/tasks/TaskRunScreen';
import { settingsDescriptorLoaders } from './settingsDescriptors';
import { settingsWidgets } from './settingsWidgets';
import { taskDescriptorLoaders } from './taskDescriptors';

const settingsRuntime = { loaders: settingsDescriptorLoaders, widgets: settingsWidgets };

/** The generic task screen with the app's task descriptors (its parameters use the settings widgets). */
export function TaskScreen() {
  return (
    <SettingsRuntimeContext.Provider value={settingsRuntime}>
      <TaskRunScreen loaders={taskDescriptorLoaders} />
    </SettingsRuntimeContext.Provider>
  );
}
