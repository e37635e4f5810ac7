import type { EntityDescriptor } from '../core/entityDescriptorSchema';
import { generalRoutes } from './generalRoutes';
import type { SettingsDescriptor } from '../core/settings/settingsDescriptorSchema';
import { mergeEntityMenus } from './mergeEntityMenus';
import { mergeSettingsMenus } from './mergeSettingsMenus';
import type { ReportDescriptor } from '../core/reports/reportDescriptorSchema';
import { reportParamsDescriptor } from '../core/reports/reportParamsDescriptor';
import type { TaskDescriptor } from '../core/tasks/taskDescriptorSchema';
import { taskParamsDescriptor } from '../core/tasks/taskParamsDescriptor';

/*
 * Tests only (import.meta.glob needs Vite): the real entity descriptors, the merged route
 * tree the web app builds from them, and the real locale files.
 */
export const testEntities: EntityDescriptor[] = Object.values(
  import.meta.glob<EntityDescriptor>('../*/entities/*.entity.json', { eager: true, import: 'default' }),
);

export const testSettings: SettingsDescriptor[] = Object.values(
  import.meta.glob<SettingsDescriptor>('../*/settings/*.settings.json', { eager: true, import: 'default' }),
);

/** The tasks and reports as the settings descriptors whose rights startServer adds to the catalogue. */
export const testParamsDescriptors: SettingsDescriptor[] = [
  ...Object.values(
    import.meta.glob<TaskDescriptor>('../*/tasks/*.task.json', { eager: true, import: 'default' }),
  ).map(taskParamsDescriptor),
  ...Object.values(
    import.meta.glob<ReportDescriptor>('../*/reports/*.report.json', { eager: true, import: 'default' }),
  ).map(reportParamsDescriptor),
];

export const testAppRoutes = mergeSettingsMenus(mergeEntityMenus(generalRoutes, testEntities), testSettings);

const localeFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The text of `ns:a.b.c` in a language, or undefined when there is none. */
export function localeText(language: string, key: string): string | undefined {
  const [namespace, path = ''] = key.split(':');
  let node: unknown = localeFiles[`../../locales/${language}/${namespace}.json`];
  for (const step of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[step] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}
