import { paramsDescriptor } from '../params/paramsDescriptor';
import type { SettingsDescriptor } from '../settings/settingsDescriptorSchema';
import type { TaskDescriptor } from './taskDescriptorSchema';

/**
 * A task's parameters as a settings descriptor (paramsDescriptor): viewing it is the task's
 * view right, "editing" it its run right, which is what the permission catalogue lists.
 * @example checkSettingsDocumentBody(taskParamsDescriptor(task), body, lang)
 */
export function taskParamsDescriptor(task: TaskDescriptor): SettingsDescriptor {
  return paramsDescriptor(task, { view: task.permission.view, edit: task.permission.run });
}
