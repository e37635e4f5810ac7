import type { TaskDescriptor } from '../../../schemas/core/tasks/taskDescriptorSchema';
import { useLazyDescriptor } from '../descriptors/useLazyDescriptor';
import { useRouteDescriptor } from '../router/useRouteDescriptor';
import { SettingsLoadStatus } from '../settings/SettingsLoadStatus';
import { TaskRunner } from './TaskRunner';

/**
 * The generic task screen (`task.run`, docs/guide-tasks.md): the route names the task
 * descriptor; its parameters, preview and apply are TaskRunner's.
 * @example { path: 'annual-work', screen: 'task.run', task: 'as.annualLeave' }
 */
export function TaskRunScreen({
  loaders,
}: {
  loaders: Readonly<Record<string, () => Promise<TaskDescriptor>>>;
}) {
  const descriptor = useLazyDescriptor('task', useRouteDescriptor()?.task, loaders);
  if (!descriptor) return <SettingsLoadStatus status="loading" error={null} onRetry={() => {}} />;
  return <TaskRunner key={descriptor.id} descriptor={descriptor} />;
}
