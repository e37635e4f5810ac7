import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation is held by
 * a router blocker (the screen shows its question), closing or reloading the tab
 * gets the browser's own question.
 * @example const { blocker, setDirty } = useLeaveGuard(); <EntityForm onDirtyChange={setDirty} />
 */
export function useLeaveGuard(): { blocker: Blocker; setDirty: (dirty: boolean) => void } {
  // A ref, not state: a save resets it and navigates in the same tick, before any re-render.
  const dirty = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const setDirty = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  return { blocker, setDirty };
}
