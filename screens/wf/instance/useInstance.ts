import { useCallback } from 'react';
import useSWR from 'swr';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import type { UserNotification } from '../../../src/platform/notifications/UserNotification';
import { useRealtimeEvent } from '../../../src/platform/realtime/useRealtimeEvent';
import { INSTANCE_API, instanceApi } from './instanceApi';

/** Whether a notification is about this application (its model id, or the workflow data naming it). */
export function notificationIsAbout(notification: UserNotification, id: number): boolean {
  if (notification.modelType !== 'wf') return false;
  if (notification.modelId === id) return true;
  const workflow = notification.data.workflow;
  if (typeof workflow !== 'object' || workflow === null) return false;
  const { instanceId } = workflow as { instanceId?: unknown };
  return instanceId === id;
}

export interface LoadedInstance {
  view: InstanceView | undefined;
  error: unknown;
  /** Reads it again from the server; resolves with what it read. */
  reload: () => Promise<InstanceView | undefined>;
  /** Shows what an action answered, without asking again. */
  show: (view: InstanceView) => void;
}

/**
 * One application as the caller may see it, kept live: a workflow notification about it, or a
 * reconnection of the realtime channel, reads it again, so the timeline shows what others did.
 * @example const { view, reload, show } = useInstance(id);
 */
export function useInstance(id: number | null): LoadedInstance {
  const key = id === null ? null : `${INSTANCE_API}/${id}`;
  const { data, error, mutate } = useSWR<InstanceView>(key, () => instanceApi.get(id as number), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const reload = useCallback(() => mutate(), [mutate]);
  const show = useCallback((view: InstanceView) => void mutate(view, { revalidate: false }), [mutate]);
  useRealtimeEvent('notificationCreated', (notification) => {
    if (id !== null && notificationIsAbout(notification, id)) void mutate();
  });
  useRealtimeEvent('resynced', ({ initial }) => {
    if (!initial && id !== null) void mutate();
  });
  return { view: data, error, reload, show };
}
