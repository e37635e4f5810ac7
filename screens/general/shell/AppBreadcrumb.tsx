import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Crumb, useBreadcrumbs } from '../../../src/runtime/router/useBreadcrumbs';

/**
 * Where the user is: Home › module › screen; the last entry is the current page. `compact`
 * (phone width) keeps the parent and the current page on one line, cut with an ellipsis.
 */
export function AppBreadcrumb({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('general');
  const crumbs = useBreadcrumbs();
  const home: Crumb = { key: 'home', title: t('home.title'), to: '/home' };
  const full = crumbs[0]?.to === '/home' ? crumbs : [home, ...crumbs];
  const trail = compact ? full.slice(-2) : full;
  return (
    <nav
      className={compact ? 'shell-breadcrumb shell-breadcrumb--compact' : 'shell-breadcrumb'}
      aria-label={t('shell.breadcrumb')}
    >
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.key}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <Link to={crumb.to}>{crumb.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
