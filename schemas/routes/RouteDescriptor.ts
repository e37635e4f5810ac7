import type { ScreenId } from './screenIds';

/**
 * Who may open a route:
 * - `session` (the default): only a signed-in user; anyone else goes to `/`.
 * - `public`: anyone (reset password, token expired, 403, 404).
 * - `guest`: the sign-in page; a signed-in user goes on to `/home`.
 */
export type RouteAccess = 'session' | 'public' | 'guest';

/**
 * One path of the web router, as plain data. The router (src/runtime/router) turns
 * a tree of these into React Router routes, every screen loaded on demand.
 *
 * @example
 * { path: '/reset-password/:token', name: 'password.reset', screen: 'general.resetPassword',
 *   propsFromParams: ['token'], access: 'public' }
 */
export interface RouteDescriptor {
  /**
   * Path, absolute or relative to the parent. Omitted for a layout route that only
   * wraps its children (the signed-in shell).
   */
  path?: string;
  /** Route name, unique across the app (`home`, `password.reset`, `forbidden`). */
  name?: string;
  /**
   * The route renders at its parent's own path (React Router's index route), so a
   * parent can have a screen of its own besides its sub-pages: `/cm/use/lead` shows the
   * board, `/cm/use/lead/create` the form. It has no path, no children and no breadcrumb
   * of its own (the parent's is the title).
   */
  index?: true;
  /**
   * Where the route sends the user when its own path is reached. May carry a query;
   * the token `{now}` becomes the current time in ms at navigation
   * (`/bb/use/list?category=latest&time={now}`).
   */
  redirect?: string;
  /** Breadcrumb text as a translation key (`common:modules.sc`). */
  breadcrumb?: string;
  /** The screen sets its breadcrumb text itself at run time (a record's name). */
  dynamicTitle?: true;
  /** Dotted permission path the user must hold (see schemas/core/hasPermission.ts). */
  permission?: string;
  /** The route is a grouping level and does not show in the breadcrumb. */
  hideInBreadcrumb?: boolean;
  /**
   * No menu lists the route: it needs what a menu cannot give, such as the record it shows
   * (`/sc/viewuser?id=`), and is reached from another screen. See openablePath.ts.
   */
  hideInMenu?: true;
  /** Hand-written screen, or a generic `entity.*` screen, rendered by this route. */
  screen?: ScreenId;
  /**
   * For the generic `entity.*` screens: the entity descriptor they render
   * (`cm.lead`). The route's permission defaults to the entity's view right.
   */
  entity?: string;
  /**
   * For the generic `entity.list` screen: filters the route fixes (as the list's address writes
   * them), among the entity's list filters. The list shows only those rows and does not offer the filter: `/as/admin/workflow/dayoff`
   * lists the sign-off templates of kind `leave`. The server still answers by the caller's rights.
   */
  filters?: Readonly<Record<string, string>>;
  /** For the generic `settings.document` screen: the settings descriptor it edits (`sc.security`). */
  settings?: string;
  /** For the generic `task.run` screen: the task descriptor it runs (`as.annualLeave`, schemas/{module}/tasks). */
  task?: string;
  /** For the generic `report.view` screen: the report descriptor it shows (`as.attendance`, schemas/{module}/reports). */
  report?: string;
  /**
   * For the `sc.rightsSettings` screen: the subtrees of the rights tree it shows and saves (each
   * path with everything below it); the owner's other rights stay as they are. The attendance data
   * view permission is the rights screen limited to the attendance records' rights.
   */
  rightsRoots?: readonly string[];
  /** Route parameters passed to the screen as props of the same name. */
  propsFromParams?: string[];
  /** Default `session`. */
  access?: RouteAccess;
  /**
   * Reaching the route ends the session first: the token refresh stops, the session
   * store and session storage are cleared (the 403 screen, spec section 4).
   */
  endsSession?: true;
  children?: RouteDescriptor[];
}
