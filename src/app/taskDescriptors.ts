import type { TaskDescriptor } from '../../schemas/core/tasks/taskDescriptorSchema';
import { descriptorLoaders } from './descriptorLoaders';

/**
 * Every task descriptor file, each loaded on demand: `schemas/as/tasks/annualLeave.task.json` is
 * `as.annualLeave` (descriptors:check verifies that each file's id says the same).
 * @example await taskDescriptorLoaders['as.annualLeave']?.()
 */
export const taskDescriptorLoaders: Readonly<Record<string, () => Promise<TaskDescriptor>>> =
  descriptorLoaders(
    'tasks',
    import.meta.glob<TaskDescriptor>('../../schemas/*/tasks/*.task.json', { import: 'default' }),
  );
