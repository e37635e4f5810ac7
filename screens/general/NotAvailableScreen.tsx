import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '../../src/runtime/router/useBreadcrumbs';
import { useInsideShell } from './parts/useInsideShell';
import { AppBreadcrumb } from './shell/AppBreadcrumb';
// The card and breadcrumb styles, also outside the shell (full-page routes).
import './shell/shell.css';

/**
 * A screen that is not built yet (schemas/routes/builtScreens.ts): the route's own title,
 * its breadcrumb, and a plain word that the screen is not there yet.
 */
export function NotAvailableScreen() {
  const { t } = useTranslation('general');
  const crumbs = useBreadcrumbs();
  const insideShell = useInsideShell();
  const title = crumbs.at(-1)?.title ?? t('notAvailable.title');
  return (
    <>
      {/* Full-page routes (print views, the PDF viewer) have no shell header to show where the user is. */}
      {insideShell ? null : <AppBreadcrumb />}
      <section className="shell-card" aria-labelledby="not-available-title">
        <h1 id="not-available-title">{title}</h1>
        <p>{t('notAvailable.body')}</p>
      </section>
    </>
  );
}
