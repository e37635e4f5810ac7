import { useEffect, useState } from 'react';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { useEntityRuntime } from './useEntityRuntime';

export type DescriptorMap = Readonly<Record<string, EntityDescriptor>>;

export interface LoadedDescriptors {
  /** Null until every asked descriptor (and its messages) has loaded. */
  descriptors: DescriptorMap | null;
  error: unknown;
}

/**
 * Several entity descriptors at once (a screen's own plus those it references).
 * @example const { descriptors } = useEntityDescriptors(['cm.lead', 'cm.pipelineStage'])
 */
export function useEntityDescriptors(ids: readonly string[]): LoadedDescriptors {
  const { loadDescriptor } = useEntityRuntime();
  // One string key, so a new array with the same ids does not reload.
  const key = [...new Set(ids)].sort().join(',');
  const [state, setState] = useState<{ key: string; loaded: LoadedDescriptors }>({
    key: '',
    loaded: { descriptors: null, error: null },
  });

  useEffect(() => {
    let current = true;
    const wanted = key ? key.split(',') : [];
    Promise.all(wanted.map((id) => loadDescriptor(id))).then(
      (list) => {
        if (current)
          setState({
            key,
            loaded: { descriptors: Object.fromEntries(list.map((d) => [d.id, d])), error: null },
          });
      },
      (error: unknown) => {
        if (current) setState({ key, loaded: { descriptors: null, error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, loadDescriptor]);

  return state.key === key ? state.loaded : { descriptors: null, error: null };
}
