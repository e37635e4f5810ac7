import type { UserNotification } from './UserNotification';

/**
 * Where clicking a notification leads, or null when it is only to be read. Workflow
 * notifications open the sign-off list (the form itself once the workflow screens exist);
 * those an administrator sent (`sc`) have nothing to open.
 * @example notificationTarget({ modelType: 'wf', ... }) === '/wf/use/list'
 */
export function notificationTarget(notification: UserNotification): string | null {
  switch (notification.modelType) {
    case 'wf':
      return '/wf/use/list';
    default:
      return null;
  }
}
