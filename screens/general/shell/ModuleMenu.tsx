import { useTranslation } from 'react-i18next';
import { NavLink, useMatches } from 'react-router';
import { isModuleId } from '../../../schemas/core/modules';
import { useLicensedModules } from '../../../src/platform/license/useLicensedModules';
import { useSession } from '../../../src/platform/session/useSession';
import { descriptorOf } from '../../../src/runtime/router/RouteHandle';
import { useFlatRoutes } from '../../../src/runtime/router/useFlatRoutes';
import { moduleMenuGroups } from './moduleMenuGroups';

/**
 * The pages of the module the user is in, from its route descriptors, grouped by
 * area and limited to what the user may open (openablePath); none for a module the
 * licence switches off.
 */
export function ModuleMenu() {
  const { t } = useTranslation();
  const tree = useSession()?.user.userPermission;
  const matches = useMatches();
  const licensed = useLicensedModules();
  const flat = useFlatRoutes();
  const match = matches.find((m) => {
    const route = descriptorOf(m.handle);
    return route?.name !== undefined && isModuleId(route.name) && (route.children?.length ?? 0) > 0;
  });
  const route = match ? descriptorOf(match.handle) : null;
  if (!match || !route?.name || !isModuleId(route.name) || (licensed && !licensed.has(route.name)))
    return null;
  const groups = moduleMenuGroups(flat, route.name, tree);
  if (groups.length === 0) return null;
  return (
    <nav
      className="shell-module-menu"
      aria-label={t(`common:modules.${route.name}`)}
      data-testid="module-menu"
    >
      {groups.map((group) => (
        <div key={group.title} className="shell-module-menu__group">
          <div className="shell-module-menu__title">{t(group.title)}</div>
          <ul className="shell-sidebar__list">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    isActive
                      ? 'shell-sidebar__link shell-sidebar__link--sub shell-sidebar__link--active'
                      : 'shell-sidebar__link shell-sidebar__link--sub'
                  }
                >
                  {t(item.title)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
