import { I18nextProvider } from 'react-i18next';
import { flushSync } from 'react-dom';
import { type DataRouter, RouterProvider } from 'react-router';
import { AlertHost } from '../platform/alerts/AlertHost';
import { LanguageCacheSync } from '../platform/cache/LanguageCacheSync';
import { SessionScopedCache } from '../platform/cache/SessionScopedCache';
import { i18n } from '../platform/i18n/i18n';
import { RealtimeCacheSync } from '../platform/realtime/RealtimeCacheSync';
import { EntityRuntimeProvider } from '../runtime/entity/EntityRuntimeProvider';
import { appRouteDescriptors } from './appRoutes';
import { entityDescriptorLoaders } from './entityDescriptors';
import { formKindWidgets } from './formKindWidgets';

/**
 * Lets the router apply an update with `flushSync` when its caller asks (the list's
 * switches do). Without it every address change lands in a transition, so a controlled
 * checkbox keeps showing its old state until that render commits: a click that seems
 * to do nothing on a busy machine. (react-router/dom's RouterProvider passes the same,
 * but rendered nothing under the unit tests' jsdom set-up.)
 */
function applyAtOnce(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

/**
 * The app: translations, the alert host, and the router under a per-session data
 * cache (kept in step with the server's CacheUpdated broadcasts), with the entity
 * descriptors and route tree the generic screens read.
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AlertHost />
      <SessionScopedCache>
        <RealtimeCacheSync />
        <LanguageCacheSync />
        <EntityRuntimeProvider
          loaders={entityDescriptorLoaders}
          routes={appRouteDescriptors}
          formKinds={formKindWidgets}
        >
          <RouterProvider router={router} flushSync={applyAtOnce} />
        </EntityRuntimeProvider>
      </SessionScopedCache>
    </I18nextProvider>
  );
}
