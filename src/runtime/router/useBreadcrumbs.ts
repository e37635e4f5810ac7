import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { descriptorOf } from './RouteHandle';
import { getRouteTitles, subscribeRouteTitles } from './routeTitleStore';

export interface Crumb {
  key: string;
  title: string;
  to: string;
}

/**
 * The breadcrumb of the current location, from the matched route descriptors:
 * their `breadcrumb` keys translated, or the titles dynamic routes set (a dynamic
 * route's key, if it has one, stands in until its screen sets the title).
 */
export function useBreadcrumbs(): Crumb[] {
  const { t } = useTranslation();
  const matches = useMatches();
  const titles = useSyncExternalStore(subscribeRouteTitles, getRouteTitles, getRouteTitles);
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const descriptor = descriptorOf(match.handle);
    if (!descriptor || descriptor.hideInBreadcrumb) continue;
    const dynamic = descriptor.dynamicTitle ? titles[match.pathname] : undefined;
    const title = dynamic ?? (descriptor.breadcrumb ? t(descriptor.breadcrumb) : undefined);
    if (title) crumbs.push({ key: match.id, title, to: match.pathname });
  }
  return crumbs;
}
