import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { notificationTarget } from '../../../src/platform/notifications/notificationTarget';
import type { UserNotification } from '../../../src/platform/notifications/UserNotification';
import { useNotifications } from '../../../src/platform/notifications/useNotifications';
import { useRealtimeStatus } from '../../../src/platform/realtime/useRealtimeStatus';
import { Segmented } from '../../../src/widgets/Segmented';
import { Spinner } from '../../../src/widgets/Spinner';
import { NotificationListItem } from './NotificationListItem';

/** The next page loads once the list is scrolled this close to its end. */
const NEAR_END_PX = 80;

type Filter = 'unread' | 'all';

/**
 * The bell's panel: the filter (unread only, or all: the user setting ListAllNotifications),
 * "mark all as read", and the list, which loads its next page when scrolled near the end
 * (or with "load more", for keyboards and short lists). Clicking a notification marks it
 * read and opens what it is about.
 */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const alert = useAlert();
  const live = useRealtimeStatus();
  const list = useNotifications();

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= NEAR_END_PX) void list.loadMore();
  };

  const open = (notification: UserNotification) => {
    if (!notification.read) list.markRead(notification.id).catch(alert.error);
    const target = notificationTarget(notification);
    if (target) {
      onNavigate();
      void navigate(target);
    }
  };

  const getting = list.status === 'getting';
  const empty = !getting && !list.failed && list.page > 0 && list.items.length === 0;

  return (
    <div className="notification-list">
      <div className="notification-list__head">
        <h2 className="notification-list__title">{t('panel.title')}</h2>
        <button
          type="button"
          className="notification-list__mark-all"
          disabled={list.unreadCount === 0}
          onClick={() => list.markAllRead().catch(alert.error)}
        >
          {t('panel.markAllRead')}
        </button>
      </div>
      <Segmented<Filter>
        className="notification-list__filter"
        aria-label={t('panel.filter')}
        value={list.listAll ? 'all' : 'unread'}
        options={[
          { label: t('panel.filterUnread'), value: 'unread' },
          { label: t('panel.filterAll'), value: 'all' },
        ]}
        onChange={(value) => void list.setListAll(value === 'all')}
      />
      {(live === 'connecting' || live === 'unavailable') && (
        <p className="notification-list__notice">{t('panel.offline')}</p>
      )}
      <div className="notification-list__scroll" onScroll={onScroll} data-testid="notification-scroll">
        <ul className="notification-list__items" aria-busy={getting}>
          {list.items.map((notification) => (
            <NotificationListItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
        {empty && (
          <p className="notification-list__empty">
            {list.listAll ? t('panel.emptyAll') : t('panel.emptyUnread')}
          </p>
        )}
        {getting && (
          <div className="notification-list__spinner">
            <Spinner size="small" label={t('panel.loading')} />
          </div>
        )}
        {list.failed && !getting && (
          <div className="notification-list__failed" role="alert">
            {t('panel.loadFailed')}{' '}
            <button type="button" className="notification-list__link" onClick={() => void list.reload()}>
              {t('panel.retry')}
            </button>
          </div>
        )}
        {list.hasMore && !getting && !list.failed && (
          <button type="button" className="notification-list__more" onClick={() => void list.loadMore()}>
            {t('panel.loadMore')}
          </button>
        )}
      </div>
    </div>
  );
}
