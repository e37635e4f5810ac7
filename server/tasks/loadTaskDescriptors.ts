import { descriptorFiles } from '../../schemas/core/descriptorFiles';
import type { TaskDescriptor } from '../../schemas/core/tasks/taskDescriptorSchema';
import { validateTaskDescriptors } from '../../schemas/core/tasks/validateTaskDescriptors';
import { formatProblems, SCHEMAS_DIR } from '../resources/loadEntityDescriptors';
import { readDescriptorFiles } from '../resources/readDescriptorFiles';

/** Reads every `schemas/{module}/tasks/*.task.json`; a file that is not JSON becomes a problem. */
export function readTaskSources(root = SCHEMAS_DIR) {
  return readDescriptorFiles(descriptorFiles(root, 'tasks', '.task.json'));
}

/** Loads and validates every task descriptor; throws one error listing every problem. */
export function loadTaskDescriptors(root = SCHEMAS_DIR): TaskDescriptor[] {
  const read = readTaskSources(root);
  const { descriptors, problems } = validateTaskDescriptors(read.sources);
  const all = [...read.problems, ...problems];
  if (all.length > 0) throw new Error(`task descriptors are broken:\n${formatProblems(all)}`);
  return descriptors;
}
