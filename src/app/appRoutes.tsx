import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { ModuleId } from '../../schemas/core/modules';
import { generalRoutes } from '../../schemas/routes/generalRoutes';
import { mergeEntityMenus } from '../../schemas/routes/mergeEntityMenus';
import { mergeSettingsMenus } from '../../schemas/routes/mergeSettingsMenus';
import type { RouteDescriptor } from '../../schemas/routes/RouteDescriptor';
import { i18n } from '../platform/i18n/i18n';
import { loadNamespaces } from '../platform/i18n/loadNamespaces';
import { buildRoutes } from '../runtime/router/buildRoutes';
import type { ScreenRegistry } from '../runtime/router/ScreenRegistry';
import { BootSpinner } from './BootSpinner';
import { entityMenus } from './entityMenus';
import settingsMenus from 'virtual:settings-menus';
import { RouteErrorScreen } from './RouteErrorScreen';
import { screenRegistry } from './screenRegistry';

/** All route descriptors of the app: the declared tree with every entity's and settings document's menu route added. */
export const appRouteDescriptors: readonly RouteDescriptor[] = mergeSettingsMenus(
  mergeEntityMenus(generalRoutes, entityMenus),
  settingsMenus,
);

const LazyNotLicensedScreen = lazy(() =>
  import('../../screens/general/NotLicensedScreen').then((m) => ({ default: m.NotLicensedScreen })),
);

/** The notice for a module the licence switches off, loaded on demand like every screen. */
function NotLicensedScreen({ module }: { module: ModuleId }) {
  return (
    <Suspense fallback={null}>
      <LazyNotLicensedScreen module={module} />
    </Suspense>
  );
}

/** Fetches the namespaces not there yet (boot loads common and general; tests add theirs directly). */
function loadMissingNamespaces(namespaces: readonly string[]): Promise<void> {
  return loadNamespaces(namespaces.filter((ns) => !i18n.hasResourceBundle(i18n.language, ns)));
}

/**
 * The route tree: one root that shows a spinner while the first screen loads and a
 * readable error when a screen fails, around the routes built from descriptors.
 */
export function appRoutes(
  descriptors: readonly RouteDescriptor[] = appRouteDescriptors,
  registry: ScreenRegistry = screenRegistry,
): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Outlet />,
      HydrateFallback: BootSpinner,
      errorElement: <RouteErrorScreen />,
      // Each route loads the messages of its title (a module's namespace) before it shows;
      // a module the licence switches off shows its notice instead of its pages.
      children: buildRoutes(descriptors, registry, {
        loadMessages: loadMissingNamespaces,
        notLicensedScreen: NotLicensedScreen,
      }),
    },
  ];
}
