import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, redirect, type RouteObject, useParams } from 'react-router';
import { hasPermission } from '../../../schemas/core/hasPermission';
import type { ModuleId } from '../../../schemas/core/modules';
import { type FlatRoute, flattenRoutes } from '../../../schemas/routes/flattenRoutes';
import { openablePath } from '../../../schemas/routes/openablePath';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { getLicensedModules, loadLicensedModules } from '../../platform/license/licensedModulesStore';
import { endSessionForForbidden } from '../../platform/session/goForbidden';
import { getSession } from '../../platform/session/sessionStore';
import { expandRedirect } from './expandRedirect';
import { type NotLicensedScreen, notLicensedBoundary } from './NotLicensedBoundary';
import { licensableModuleOf, notLicensedError } from './notLicensedError';
import type { RouteHandle } from './RouteHandle';
import type { ScreenComponent, ScreenRegistry } from './ScreenRegistry';

/** Where a visitor without a session is sent, remembering where they wanted to go. */
function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const from = `${url.pathname}${url.search}`;
  return redirect(from === '/' ? '/' : `/?from=${encodeURIComponent(from)}`);
}

/** Options of buildRoutes. */
export interface BuildRoutesOptions {
  /**
   * Loads message namespaces (GET /lang/json-data/{module}); a route waits for the
   * namespace of its breadcrumb key, so its title never shows as a raw key.
   */
  loadMessages?: (namespaces: readonly string[]) => Promise<void>;
  /**
   * Shown in place of a module's pages when the licence switches the module off; without
   * it, that error reaches the app's error screen.
   */
  notLicensedScreen?: NotLicensedScreen;
}

/** The namespace of a `ns:key` translation key, if it names one. */
function namespaceOf(key: string | undefined): string | null {
  const at = key?.indexOf(':') ?? -1;
  return key && at > 0 ? key.slice(0, at) : null;
}

async function loadTitleMessages(descriptor: RouteDescriptor, options: BuildRoutesOptions): Promise<null> {
  const namespace = namespaceOf(descriptor.breadcrumb);
  if (!namespace || !options.loadMessages) return null;
  try {
    await options.loadMessages([namespace]);
  } catch (error) {
    // The screen still opens; its title shows the key until the messages load.
    console.error(error);
  }
  return null;
}

/**
 * The guard every built route runs before it renders: access (signed in or not), the
 * licence of its module, the permission path, ending the session on /403, the redirect of
 * a leaf, and the messages of its title.
 */
function guard(descriptor: RouteDescriptor, options: BuildRoutesOptions, module: ModuleId | null) {
  return ({ request }: LoaderFunctionArgs): Promise<null> | null => {
    const access = descriptor.access ?? 'session';
    const session = getSession();
    if (descriptor.endsSession) endSessionForForbidden();
    if (access === 'guest' && session) throw redirect('/home');
    if (access === 'session' && !session) throw signInRedirect(request);
    if (!module || !session) return permitted(descriptor, options);
    // Before the permission: a switched-off module is missing from userPermission too, and
    // that is no reason for /403 (which ends the session). Unknown licence: the server decides.
    const licensed = getLicensedModules();
    const check = (on: ReadonlySet<ModuleId> | null): Promise<null> | null => {
      if (!on || on.has(module)) return permitted(descriptor, options);
      // The title's messages first, so the breadcrumb above the notice reads as words.
      return loadTitleMessages(descriptor, options).then(() => {
        throw notLicensedError(module);
      });
    };
    return licensed ? check(licensed) : loadLicensedModules().then(check);
  };
}

/** The rest of the guard once the route's module is licensed. */
function permitted(descriptor: RouteDescriptor, options: BuildRoutesOptions): Promise<null> | null {
  if (descriptor.permission && !hasPermission(getSession()?.user.userPermission, descriptor.permission)) {
    // Spec section 4: the session ends before /403 shows; the /403 route does that
    // (endsSession). Ending it here would make the loaders of the other levels of the
    // same navigation, which run alongside this one, send the user to sign in instead.
    throw redirect('/403');
  }
  if (descriptor.redirect && !descriptor.children?.length)
    throw redirect(expandRedirect(descriptor.redirect));
  return loadTitleMessages(descriptor, options);
}

function withParamsAsProps(Screen: ScreenComponent, names: readonly string[]): ScreenComponent {
  if (names.length === 0) return Screen;
  return function ScreenWithParams() {
    const params = useParams();
    const props = Object.fromEntries(names.map((name) => [name, params[name]]));
    return <Screen {...props} />;
  };
}

/** A redirecting leaf never renders; this only tells React Router the leaf is intentional. */
function Redirecting() {
  return null;
}

function lazyScreen(descriptor: RouteDescriptor, registry: ScreenRegistry): RouteObject['lazy'] {
  const { screen } = descriptor;
  if (!screen) return undefined;
  return async () => {
    const Screen = await registry[screen]();
    return { Component: withParamsAsProps(Screen, descriptor.propsFromParams ?? []) };
  };
}

/** What every level of the tree is built with. */
interface BuildContext {
  registry: ScreenRegistry;
  options: BuildRoutesOptions;
  /** The error boundary of each module's top route (from options.notLicensedScreen). */
  moduleBoundary: ComponentType | undefined;
  /** The whole tree, flat: where a parent's redirect may go instead (openablePath). */
  flat: readonly FlatRoute[];
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}

function toRoute(descriptor: RouteDescriptor, build: BuildContext, parentPath: string): RouteObject {
  const { registry, options } = build;
  const handle: RouteHandle = { descriptor };
  if (descriptor.index) {
    // The screen of the parent's own path; the parent is the layout around its sub-pages.
    return {
      index: true,
      id: descriptor.name,
      handle,
      loader: guard(descriptor, options, licensableModuleOf(parentPath)),
      lazy: lazyScreen(descriptor, registry),
    };
  }
  const fullPath = joinPath(parentPath, descriptor.path);
  const module = licensableModuleOf(fullPath);
  // The module's top route (`/cm`, or a full-page route such as `/wf/form/...`) holds the
  // boundary every page of the module shares.
  const moduleTop = module !== null && module !== licensableModuleOf(parentPath);
  const { screen, children = [], redirect: target } = descriptor;
  const childRoutes: RouteObject[] = children.map((child) => toRoute(child, build, fullPath));
  if (target && children.length > 0) {
    // A parent's loader also runs for its children, so the redirect of the parent's
    // own path lives on an index route. When the declared target is closed to this user but
    // another page below is open (a calendar-only user reaching /sc, whose target is
    // /sc/list), go there, as the menus do, rather than to /403, which ends the session.
    childRoutes.unshift({
      index: true,
      loader: () => {
        const open = openablePath(build.flat, fullPath, getSession()?.user.userPermission);
        return redirect(expandRedirect(open === null || open === fullPath ? target : open));
      },
      Component: Redirecting,
    });
  }
  return {
    path: descriptor.path,
    id: descriptor.name,
    handle,
    loader: guard(descriptor, options, module),
    Component: !screen && target && childRoutes.length === 0 ? Redirecting : undefined,
    ...(moduleTop && build.moduleBoundary ? { ErrorBoundary: build.moduleBoundary } : {}),
    lazy: lazyScreen(descriptor, registry),
    children: childRoutes.length > 0 ? childRoutes : undefined,
  };
}

/**
 * Turns route descriptors into React Router routes; every screen loads on demand.
 * @example createBrowserRouter(buildRoutes(appRouteDescriptors, screenRegistry, { loadMessages: loadNamespaces }))
 */
export function buildRoutes(
  descriptors: readonly RouteDescriptor[],
  registry: ScreenRegistry,
  options: BuildRoutesOptions = {},
): RouteObject[] {
  const build: BuildContext = {
    registry,
    options,
    moduleBoundary: options.notLicensedScreen ? notLicensedBoundary(options.notLicensedScreen) : undefined,
    flat: flattenRoutes(descriptors),
  };
  return descriptors.map((descriptor) => toRoute(descriptor, build, ''));
}
