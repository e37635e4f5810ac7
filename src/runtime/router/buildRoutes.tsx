import { type LoaderFunctionArgs, redirect, type RouteObject, useParams } from 'react-router';
import { hasPermission } from '../../../schemas/core/hasPermission';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { endSessionForForbidden } from '../../platform/session/goForbidden';
import { getSession } from '../../platform/session/sessionStore';
import { expandRedirect } from './expandRedirect';
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
 * The guard every built route runs before it renders: access (signed in or not),
 * the permission path, ending the session on /403, the redirect of a leaf, and the
 * messages of its title.
 */
function guard(descriptor: RouteDescriptor, options: BuildRoutesOptions) {
  return ({ request }: LoaderFunctionArgs): Promise<null> | null => {
    const access = descriptor.access ?? 'session';
    const session = getSession();
    if (descriptor.endsSession) endSessionForForbidden();
    if (access === 'guest' && session) throw redirect('/home');
    if (access === 'session' && !session) throw signInRedirect(request);
    if (descriptor.permission && !hasPermission(session?.user.userPermission, descriptor.permission)) {
      // Spec section 4: the session ends before /403 shows; the /403 route does that
      // (endsSession). Ending it here would make the loaders of the other levels of the
      // same navigation, which run alongside this one, send the user to sign in instead.
      throw redirect('/403');
    }
    if (descriptor.redirect && !descriptor.children?.length)
      throw redirect(expandRedirect(descriptor.redirect));
    return loadTitleMessages(descriptor, options);
  };
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

function toRoute(
  descriptor: RouteDescriptor,
  registry: ScreenRegistry,
  options: BuildRoutesOptions,
): RouteObject {
  const handle: RouteHandle = { descriptor };
  if (descriptor.index) {
    // The screen of the parent's own path; the parent is the layout around its sub-pages.
    return {
      index: true,
      id: descriptor.name,
      handle,
      loader: guard(descriptor, options),
      lazy: lazyScreen(descriptor, registry),
    };
  }
  const { screen, children = [], redirect: target } = descriptor;
  const childRoutes: RouteObject[] = children.map((child) => toRoute(child, registry, options));
  if (target && children.length > 0) {
    // A parent's loader also runs for its children, so the redirect of the parent's
    // own path lives on an index route.
    childRoutes.unshift({
      index: true,
      loader: () => redirect(expandRedirect(target)),
      Component: Redirecting,
    });
  }
  return {
    path: descriptor.path,
    id: descriptor.name,
    handle,
    loader: guard(descriptor, options),
    Component: !screen && target && childRoutes.length === 0 ? Redirecting : undefined,
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
  return descriptors.map((descriptor) => toRoute(descriptor, registry, options));
}
