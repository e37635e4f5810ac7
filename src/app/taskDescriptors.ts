import type { TaskDescriptor } from '../../schemas/core/tasks/taskDescriptorSchema';

/**
 * Every task descriptor file, each loaded on demand. The id comes from the file's place:
 * `schemas/as/tasks/annualLeave.task.json` is `as.annualLeave` (descriptors:check verifies that
 * each file's id says the same).
 */
const files = import.meta.glob<TaskDescriptor>('../../schemas/*/tasks/*.task.json', { import: 'default' });

function idOf(path: string): string | null {
  const match = /\/schemas\/([a-z]{2})\/tasks\/([A-Za-z0-9]+)\.task\.json$/.exec(path);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** Task id → lazy loader of its descriptor. @example await taskDescriptorLoaders['as.annualLeave']?.() */
export const taskDescriptorLoaders: Readonly<Record<string, () => Promise<TaskDescriptor>>> =
  Object.fromEntries(
    Object.entries(files).flatMap(([path, load]) => {
      const id = idOf(path);
      return id ? [[id, load]] : [];
    }),
  );
