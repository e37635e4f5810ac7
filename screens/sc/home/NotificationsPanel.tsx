import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../src/platform/notifications/useNotifications';

/** How many notifications wait; the bell in the header lists them. */
export function NotificationsPanel() {
  const { t } = useTranslation('general');
  const { unreadCount } = useNotifications();
  return <p>{t('homePanels.unread', { count: unreadCount })}</p>;
}
