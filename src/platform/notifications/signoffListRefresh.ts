import type { UserNotification } from './UserNotification';

/** Workflow statuses whose notification refreshes the sign-off list (spec section 3). */
export const SIGNOFF_REFRESH_STATUSES: readonly string[] = ['S', 'A', 'E'];

type Listener = (notification: UserNotification) => void;

const listeners = new Set<Listener>();

/** A `wf` notification whose `data.workflow.status` is S, A or E. */
export function refreshesSignoffList(notification: UserNotification): boolean {
  if (notification.modelType !== 'wf') return false;
  const workflow = notification.data.workflow;
  if (typeof workflow !== 'object' || workflow === null) return false;
  const { status } = workflow as { status?: unknown };
  return typeof status === 'string' && SIGNOFF_REFRESH_STATUSES.includes(status);
}

/**
 * Asks to be told when the sign-off list should refresh (a workflow notification arrived
 * live); returns the function that stops it. The sign-off list (/wf/use/list) and the home
 * panel "To sign" subscribe while they show (screens/wf/use/useSignoffLiveRefresh.ts).
 * @example useEffect(() => onSignoffListRefresh(() => void reload()), [reload]);
 */
export function onSignoffListRefresh(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the open sign-off list(s) to refresh. */
export function requestSignoffListRefresh(notification: UserNotification): void {
  for (const listener of [...listeners]) listener(notification);
}
