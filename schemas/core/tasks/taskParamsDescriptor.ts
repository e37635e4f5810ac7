import type { SettingsDescriptor } from '../settings/settingsDescriptorSchema';
import type { TaskDescriptor } from './taskDescriptorSchema';

/**
 * A task's parameters as a settings descriptor of their own (one section, the company's
 * scope), so the settings runtime checks them on the server (checkSettingsDocumentBody) and
 * draws them on the web (SettingsFieldControl) the same way it does a settings document.
 * @example checkSettingsDocumentBody(taskParamsDescriptor(task), body, lang)
 */
export function taskParamsDescriptor(task: TaskDescriptor): SettingsDescriptor {
  return {
    id: task.id,
    module: task.module,
    title: task.title,
    api: task.api,
    permission: { view: task.permission.view, edit: task.permission.run },
    scope: 'company',
    fields: task.params,
    sections: [{ title: task.title, fields: Object.keys(task.params) }],
  };
}
