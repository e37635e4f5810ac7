import { useContext } from 'react';
import type { EntityRuntime } from './EntityRuntime';
import { EntityRuntimeContext } from './EntityRuntimeContext';

/** The entity runtime of the app root; throws when a screen renders outside EntityRuntimeProvider. */
export function useEntityRuntime(): EntityRuntime {
  const runtime = useContext(EntityRuntimeContext);
  if (!runtime) throw new Error('useEntityRuntime() needs <EntityRuntimeProvider> at the app root');
  return runtime;
}
