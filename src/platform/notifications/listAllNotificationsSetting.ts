/**
 * The user setting `ListAllNotifications` (spec section 7): `1` makes the notification
 * list show all notifications rather than only the unread ones. Kept per browser.
 */
export const LIST_ALL_NOTIFICATIONS_KEY = 'ListAllNotifications';

export function readListAllNotifications(): boolean {
  try {
    return window.localStorage.getItem(LIST_ALL_NOTIFICATIONS_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeListAllNotifications(listAll: boolean): void {
  try {
    if (listAll) window.localStorage.setItem(LIST_ALL_NOTIFICATIONS_KEY, '1');
    else window.localStorage.removeItem(LIST_ALL_NOTIFICATIONS_KEY);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
