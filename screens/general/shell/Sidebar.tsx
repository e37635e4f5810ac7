import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useLicensedModules } from '../../../src/platform/license/useLicensedModules';
import { useSession } from '../../../src/platform/session/useSession';
import { useFlatRoutes } from '../../../src/runtime/router/useFlatRoutes';
import { ModuleMenu } from './ModuleMenu';
import { visibleModules } from './visibleModules';

/**
 * The module list (only the modules the licence switches on where the signed-in user may
 * open some page) and the current module's pages.
 */
export function Sidebar() {
  const { t } = useTranslation('general');
  const session = useSession();
  const { pathname } = useLocation();
  const modules = visibleModules(useFlatRoutes(), session?.user.userPermission, useLicensedModules());
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'shell-sidebar__link shell-sidebar__link--active' : 'shell-sidebar__link';
  return (
    <nav className="shell-sidebar" aria-label={t('shell.modules')} data-testid="sidebar">
      <div className="shell-sidebar__brand">{t('common:app.name')}</div>
      <ul className="shell-sidebar__list">
        <li>
          <NavLink to="/home" end className={linkClass} data-testid="sidebar-home">
            {t('home.title')}
          </NavLink>
        </li>
        {modules.map(({ module, to }) => (
          <li key={module}>
            <NavLink
              // A page of the module this user may open; the entry stays active on all its sub-screens.
              to={to}
              className={({ isActive }) =>
                linkClass({ isActive: isActive || pathname.startsWith(`/${module}/`) })
              }
              data-testid={`sidebar-module-${module}`}
            >
              {t(`common:modules.${module}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ModuleMenu />
    </nav>
  );
}
