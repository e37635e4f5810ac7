import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { MODULE_HOME } from '../../../schemas/core/modules';
import { useSession } from '../../../src/platform/session/useSession';
import { visibleModules } from './visibleModules';

/** The module list: only the modules the signed-in user may open. */
export function Sidebar() {
  const { t } = useTranslation('general');
  const session = useSession();
  const { pathname } = useLocation();
  const modules = visibleModules(session?.user.userPermission);
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
        {modules.map((module) => (
          <li key={module}>
            <NavLink
              // The module's own root, so the entry stays active on all its sub-screens.
              to={MODULE_HOME[module]}
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
    </nav>
  );
}
