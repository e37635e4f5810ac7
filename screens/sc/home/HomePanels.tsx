import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeWidget } from '../../../schemas/sc/settings/homeWidgets';
import { useNotifications } from '../../../src/platform/notifications/useNotifications';
import { type QuickLink, type UpcomingDay, useHomeData } from './useHomeData';
import './homePanels.css';

function PanelFrame({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="home-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The caller's quick links; in-app paths stay in the app, other links open in a new tab. */
function QuickLinksPanel() {
  const { t } = useTranslation('general');
  const links = useHomeData<{ data: QuickLink[] }>('/api/sc/bookmark/mine');
  return (
    <PanelFrame id="home-panel-quick-links" title={t('homePanels.quickLinks')}>
      {links === null ? (
        <p>{t('homePanels.loading')}</p>
      ) : links === 'failed' ? (
        <p>{t('homePanels.failed')}</p>
      ) : links.data.length === 0 ? (
        <p>{t('homePanels.noQuickLinks')}</p>
      ) : (
        <ul className="home-panel__links">
          {links.data.map((link) => (
            <li key={link.id}>
              {link.url.startsWith('/') ? (
                <Link to={link.url}>{link.title}</Link>
              ) : (
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </PanelFrame>
  );
}

/** How many notifications wait; the bell in the header lists them. */
function NotificationsPanel() {
  const { t } = useTranslation('general');
  const { unreadCount } = useNotifications();
  return (
    <PanelFrame id="home-panel-notifications" title={t('homePanels.notifications')}>
      <p>{t('homePanels.unread', { count: unreadCount })}</p>
    </PanelFrame>
  );
}

/** The default region's next holidays and make-up workdays. */
function HolidaysPanel() {
  const { t } = useTranslation('general');
  const days = useHomeData<{ data: UpcomingDay[]; region: { name: string } | null }>(
    '/api/sc/calendar/upcoming',
  );
  return (
    <PanelFrame id="home-panel-holidays" title={t('homePanels.holidays')}>
      {days === null ? (
        <p>{t('homePanels.loading')}</p>
      ) : days === 'failed' ? (
        <p>{t('homePanels.failed')}</p>
      ) : days.data.length === 0 ? (
        <p>{t('homePanels.noHolidays')}</p>
      ) : (
        <ul className="home-panel__days">
          {days.data.map((day) => (
            <li key={day.id}>
              <time dateTime={day.date}>{day.date}</time> {day.name}
              {day.kind === 'workday' && ` (${t('homePanels.workday')})`}
            </li>
          ))}
        </ul>
      )}
    </PanelFrame>
  );
}

const PANELS: Record<HomeWidget, () => React.JSX.Element> = {
  quickLinks: QuickLinksPanel,
  notifications: NotificationsPanel,
  holidays: HolidaysPanel,
};

/**
 * The home screen's panels, in the order the administrator chose (home-settings);
 * switched-off panels are not rendered (and load nothing).
 * @example <HomePanels widgets={[{ key: 'quickLinks', enabled: true }]} />
 */
export function HomePanels({ widgets }: { widgets: ReadonlyArray<{ key: HomeWidget; enabled: boolean }> }) {
  return (
    <div className="home-panels">
      {widgets
        .filter((w) => w.enabled)
        .map((w) => {
          const Panel = PANELS[w.key];
          return <Panel key={w.key} />;
        })}
    </div>
  );
}
