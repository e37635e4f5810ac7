import { useEffect } from 'react';
import { useResolvedPath } from 'react-router';
import { setRouteTitle } from './routeTitleStore';

/**
 * Sets the breadcrumb text of the current `dynamicTitle` route (a record's name).
 * @example useRouteTitle(batch?.name ?? null)
 */
export function useRouteTitle(title: string | null): void {
  const { pathname } = useResolvedPath('.');
  useEffect(() => {
    setRouteTitle(pathname, title);
    return () => setRouteTitle(pathname, null);
  }, [pathname, title]);
}
