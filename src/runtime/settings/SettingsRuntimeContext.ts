import { createContext, useContext } from 'react';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import type { SettingsWidgetRegistry } from './SettingsWidget';

/** What the generic settings screen needs from the app: its descriptors and its field widgets. */
export interface SettingsRuntime {
  /** Settings id → lazy loader of its descriptor. */
  loaders: Readonly<Record<string, () => Promise<SettingsDescriptor>>>;
  widgets: SettingsWidgetRegistry;
}

/** Set at the app root (src/app/SettingsScreen.tsx); null outside it. */
export const SettingsRuntimeContext = createContext<SettingsRuntime | null>(null);

/** The settings runtime of the app. @example const { loaders, widgets } = useSettingsRuntime() */
export function useSettingsRuntime(): SettingsRuntime {
  const runtime = useContext(SettingsRuntimeContext);
  if (!runtime) throw new Error('useSettingsRuntime needs a SettingsRuntimeContext provider');
  return runtime;
}
