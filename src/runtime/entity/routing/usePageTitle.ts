import { useBreadcrumbs } from '../../router/useBreadcrumbs';

/**
 * The current page's title as the breadcrumb shows it (`Lead table`, `Quotations`),
 * so a screen's heading and its breadcrumb agree; `fallback` when no route names it.
 * @example const title = usePageTitle(entityTitle(t, descriptor))
 */
export function usePageTitle(fallback: string): string {
  const crumbs = useBreadcrumbs();
  return crumbs[crumbs.length - 1]?.title ?? fallback;
}
