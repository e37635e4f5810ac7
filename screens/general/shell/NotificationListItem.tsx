import { useTranslation } from 'react-i18next';
import { localeTag } from '../../../src/platform/i18n/languages';
import { useLanguage } from '../../../src/platform/i18n/useLanguage';
import type { UserNotification } from '../../../src/platform/notifications/UserNotification';

function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/**
 * One notification: title, content and time, a dot while unread. The content is the
 * sender's plain text and is rendered as text, never as HTML.
 */
export function NotificationListItem({
  notification,
  onOpen,
}: {
  notification: UserNotification;
  onOpen: (notification: UserNotification) => void;
}) {
  const { t } = useTranslation('notifications');
  const [language] = useLanguage();
  const unread = !notification.read;
  return (
    <li className="notification-item">
      <button
        type="button"
        className={
          unread ? 'notification-item__button notification-item__button--unread' : 'notification-item__button'
        }
        data-testid="notification-item"
        data-read={notification.read}
        onClick={() => onOpen(notification)}
      >
        <span className="notification-item__title">
          {unread && <span className="notification-item__dot" aria-hidden="true" />}
          {notification.title}
          {unread && <span className="visually-hidden">{` (${t('panel.unread')})`}</span>}
        </span>
        <span className="notification-item__content">{notification.content}</span>
        <time className="notification-item__time" dateTime={notification.created_at}>
          {formatTime(notification.created_at, language)}
        </time>
      </button>
    </li>
  );
}
