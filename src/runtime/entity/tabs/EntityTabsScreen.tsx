import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { openablePath } from '../../../../schemas/routes/openablePath';
import { useSession } from '../../../platform/session/useSession';
import { descriptorOf } from '../../router/RouteHandle';
import { useFlatRoutes } from '../../router/useFlatRoutes';
import { InsideTabsContext } from './InsideTabsContext';
import './entityTabs.css';

function childPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * Tabs over a route's child routes (`entity.tabs`, the settings sections such as
 * cm/admin/info-settings): each child's breadcrumb is its tab, the URL says which
 * is active, and the active child renders below. A tab the user could not open (its list's
 * right, or its index page's, missing: openablePath) is left out rather than ending at /403.
 */
export function EntityTabsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const tree = useSession()?.user.userPermission;
  const flat = useFlatRoutes();
  const index = matches.findLastIndex((m) => descriptorOf(m.handle)?.screen === 'entity.tabs');
  const own = matches[index];
  const route = own ? descriptorOf(own.handle) : null;
  if (!own || !route) return null;
  const tabs = (route.children ?? [])
    .filter((child) => child.path && !child.path.includes(':') && !child.hideInMenu)
    .map((child) => ({
      key: childPath(own.pathname, child.path ?? ''),
      label: child.breadcrumb ? t(child.breadcrumb) : (child.name ?? child.path ?? ''),
    }))
    .filter((tab) => openablePath(flat, tab.key, tree) !== null);
  const active = matches[index + 1]?.pathname.replace(/\/$/, '') ?? '';
  const activeKey = tabs.find((tab) => active === tab.key || active.startsWith(`${tab.key}/`))?.key;
  return (
    <section className="entity-tabs" aria-label={route.breadcrumb ? t(route.breadcrumb) : undefined}>
      {route.breadcrumb && <h1 className="entity-tabs__title">{t(route.breadcrumb)}</h1>}
      <Tabs
        activeKey={activeKey}
        onChange={(key) => navigate(key)}
        destroyOnHidden
        items={tabs.map((tab) => ({
          ...tab,
          children:
            tab.key === activeKey ? (
              <InsideTabsContext.Provider value={true}>
                <Outlet />
              </InsideTabsContext.Provider>
            ) : null,
        }))}
      />
    </section>
  );
}
