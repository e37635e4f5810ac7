import { useEffect, useState } from 'react';
import { i18n } from '../../platform/i18n/i18n';
import { loadNamespaces } from '../../platform/i18n/loadNamespaces';

/**
 * A descriptor the route names, loaded on demand with its module's messages and the runtime's
 * own (`entity`): null while loading; a route naming no known descriptor throws, for the
 * screen's error boundary. The settings and task screens share it.
 * @example const descriptor = useLazyDescriptor('task', route?.task, taskDescriptorLoaders)
 */
export function useLazyDescriptor<T extends { id: string; module: string }>(
  kind: string,
  id: string | undefined,
  loaders: Readonly<Record<string, () => Promise<T>>>,
): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const load = id ? loaders[id] : undefined;
    if (!id || !load) {
      setError(`no ${kind} descriptor "${id ?? ''}"`);
      return;
    }
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
  }, [kind, id, loaders]);
  if (error) throw new Error(error);
  return loaded && loaded.id === id ? loaded : null;
}
