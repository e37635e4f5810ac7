import { useEffect, useState } from 'react';
import type { TaskDescriptor } from '../../../schemas/core/tasks/taskDescriptorSchema';
import { i18n } from '../../platform/i18n/i18n';
import { loadNamespaces } from '../../platform/i18n/loadNamespaces';
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
  const id = useRouteDescriptor()?.task;
  const [loaded, setLoaded] = useState<TaskDescriptor | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const load = id ? loaders[id] : undefined;
    if (!id || !load) {
      setError(`no task descriptor "${id ?? ''}"`);
      return;
    }
    // The descriptor's titles are in its module's messages; the runtime's own in `entity`.
    load()
      .then(async (descriptor) => {
        const wanted = [descriptor.module, 'entity'];
        await loadNamespaces(wanted.filter((ns) => !i18n.hasResourceBundle(i18n.language, ns)));
        return descriptor;
      })
      .then(
        (descriptor) => current && setLoaded(descriptor),
        (reason: unknown) => current && setError(String(reason)),
      );
    return () => {
      current = false;
    };
  }, [id, loaders]);
  if (error) throw new Error(error);
  if (!loaded || loaded.id !== id)
    return <SettingsLoadStatus status="loading" error={null} onRetry={() => {}} />;
  return <TaskRunner key={loaded.id} descriptor={loaded} />;
}
