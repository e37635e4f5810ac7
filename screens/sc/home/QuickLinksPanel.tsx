import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomePanelStatus } from './HomePanelStatus';
import { type QuickLink, useHomeData } from './useHomeData';

/** The caller's quick links; in-app paths stay in the app, other links open in a new tab. */
export function QuickLinksPanel() {
  const { t } = useTranslation('general');
  const links = useHomeData<{ data: QuickLink[] }>('/api/sc/bookmark/mine');
  if (links === null || links === 'failed' || links.data.length === 0)
    return <HomePanelStatus loaded={links} empty={t('homePanels.noQuickLinks')} />;
  return (
    <ul className="home-panel__list">
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
  );
}
