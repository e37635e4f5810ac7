import type { UserNotification } from './UserNotification';

/**
 * Where clicking a notification leads, or null when it is only to be read. A workflow
 * notification opens its application (`modelId`), or the sign-off list when it names none;
 * attendance's (`as`) open the page their `data.link` names inside attendance; those an
 * administrator sent (`sc`) have nothing to open; document management's (`dm`, a new version)
 * open the file's page that `data.link` names.
 * @example notificationTarget({ modelType: 'wf', modelId: 4, ... }) === '/wf-form?id=4'
 */
export function notificationTarget(notification: UserNotification): string | null {
  switch (notification.modelType) {
    case 'wf':
      return notification.modelId === null ? '/wf/use/list' : `/wf-form?id=${notification.modelId}`;
    case 'as':
      // Attendance notices (the punch exception notice) lead to the clock-in calendar.
      return typeof notification.data.link === 'string' && notification.data.link.startsWith('/as/')
        ? notification.data.link
        : null;
    case 'dm':
      return typeof notification.data.link === 'string' && notification.data.link.startsWith('/dm/')
        ? notification.data.link
        : null;
    default:
      return null;
  }
}
