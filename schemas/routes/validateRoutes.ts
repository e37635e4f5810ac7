import type { DescriptorProblem } from '../core/validateEntityDescriptors';
import { MAX_PERMISSION_DEPTH } from '../core/hasPermission';
import { isModuleId } from '../core/modules';
import { type FlatRoute, flattenRoutes } from './flattenRoutes';
import { landingRoute } from './followRedirects';
import type { EntityMenuSource } from './mergeEntityMenus';
import type { RouteDescriptor } from './RouteDescriptor';
import { SCREEN_IDS } from './screenIds';

/** The same shape as an entity descriptor problem, so descriptors:check prints both alike. */
export type RouteProblem = DescriptorProblem;

/** hasPermission's rules: 1 to 5 non-empty dotted segments; we also keep them to plain names. */
const PERMISSION_SEGMENT = /^[A-Za-z0-9_-]+$/;
/** Redirect chains longer than this are a loop in all but name. */
const MAX_REDIRECTS = 10;

function isPermissionPath(path: string): boolean {
  const segments = path.split('.');
  return segments.length <= MAX_PERMISSION_DEPTH && segments.every((s) => PERMISSION_SEGMENT.test(s));
}

/** `schemas/cm/entities/leadSource.entity.json` for `cm.leadSource`: the files are named after their ids. */
export function entityFile(id: string): string {
  const [module, name] = id.split('.');
  return `schemas/${module}/entities/${name}.entity.json`;
}

/** The route file a route is declared in, told by the first segment of its name. */
function routeFile(name: string | undefined): string {
  const module = name?.split('.')[0] ?? '';
  return isModuleId(module) ? `schemas/routes/${module}Routes.ts` : 'schemas/routes/generalRoutes.ts';
}

interface Located extends FlatRoute {
  file: string;
  /** JSON pointer from the route that begins its file's part of the tree. */
  local: string;
  label: string;
}

/** Which file each route comes from, and where in it: menu routes come from their entity's `menu`. */
function locate(flat: readonly FlatRoute[], entities: readonly EntityMenuSource[]): Located[] {
  const generated = new Map<string, string>();
  for (const entity of entities) {
    if (entity.menu) generated.set(`${entity.menu.parent}.${entity.menu.path}`, entityFile(entity.id));
  }
  const byRoute = new Map<object, Located>();
  return flat.map((item) => {
    const parent = item.ancestors.at(-1);
    const above = parent ? byRoute.get(parent) : undefined;
    const menuFile = item.route.name ? generated.get(item.route.name) : undefined;
    const file = menuFile ?? routeFile(item.route.name ?? parent?.name);
    let local = '';
    if (menuFile) local = '/menu';
    else if (above && above.file === file)
      local = `${above.local}${item.pointer.slice(parentPointer(item).length)}`;
    const label = `route "${item.route.name ?? item.fullPath}"`;
    const located: Located = { ...item, file, local, label };
    byRoute.set(item.route, located);
    return located;
  });
}

function parentPointer(item: FlatRoute): string {
  return item.pointer.replace(/\/children\/\d+$/, '');
}

/** Path parameters of a route path: `detail/:category/:id` → category, id. */
function paramsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)\??/g)].map((m) => m[1] as string);
}

/**
 * Checks a whole route tree (after mergeEntityMenus) against the entity descriptors and
 * returns every problem, each with its file, a JSON pointer and what is wrong: duplicate
 * names or paths, redirects to no route or in a loop, unknown screens or entities, bad
 * permission paths, `menu.parent` naming no route, and routes without a title.
 * @example validateRoutes(mergeEntityMenus(generalRoutes, entities), entities) // [] when all is well
 */
export function validateRoutes(
  routes: readonly RouteDescriptor[],
  entities: readonly EntityMenuSource[],
): RouteProblem[] {
  const problems: RouteProblem[] = [];
  const located = locate(flattenRoutes(routes), entities);
  const add = (at: Located, pointer: string, message: string) =>
    problems.push({ file: at.file, pointer: `${at.local}${pointer}`, message: `${at.label} ${message}` });
  const entityIds = new Set(entities.map((e) => e.id));
  const byId = new Map(entities.map((e) => [e.id, e]));
  const screenIds = new Set<string>(SCREEN_IDS);

  const names = new Map<string, Located>();
  const paths = new Map<string, Located>();
  for (const at of located) {
    const { route } = at;
    if (route.name) {
      const first = names.get(route.name);
      if (first) add(at, '/name', `has the same name as the route at ${first.file}#${first.local || '/'}`);
      else names.set(route.name, at);
    }
    if (route.path !== undefined && !route.index) {
      const first = paths.get(at.fullPath);
      if (first) add(at, '/path', `has the same path "${at.fullPath}" as ${first.label}`);
      else paths.set(at.fullPath, at);
    }
    if (route.index && (route.path !== undefined || route.children?.length || route.redirect))
      add(at, '/index', 'is an index route, which has no path, children or redirect of its own');
    if (
      route.path !== undefined &&
      !route.index &&
      !route.breadcrumb &&
      !route.dynamicTitle &&
      route.path !== '*'
    )
      add(at, '/breadcrumb', 'needs a title: a breadcrumb key or dynamicTitle');
    if (route.screen && !screenIds.has(route.screen))
      add(at, '/screen', `names the screen "${route.screen}", which is not in SCREEN_IDS`);
    checkEntity(at, entityIds, add);
    for (const field of Object.keys(route.filters ?? {})) {
      // Menu sources (tests) may carry no list; shipped descriptors always do.
      const entity = (route.entity ? byId.get(route.entity) : undefined) as
        | { id: string; list?: { filters?: string[] } }
        | undefined;
      if (route.screen !== 'entity.list')
        add(at, '/filters', 'fixes filters, which only an entity.list screen has');
      else if (entity?.list && !(entity.list.filters ?? []).includes(field))
        add(
          at,
          `/filters/${field}`,
          `fixes the filter "${field}", which is not among ${entity.id}'s list filters`,
        );
    }
    if (route.rightsRoots && route.screen !== 'sc.rightsSettings')
      add(at, '/rightsRoots', 'limits the rights tree, which only the sc.rightsSettings screen shows');
    for (const [i, root] of (route.rightsRoots ?? []).entries())
      if (!isPermissionPath(root))
        add(at, `/rightsRoots/${i}`, `has the rights root "${root}": not a permission path`);
    if (route.permission !== undefined && !isPermissionPath(route.permission))
      add(
        at,
        '/permission',
        `has the permission path "${route.permission}": it must be 1 to ${MAX_PERMISSION_DEPTH} dot-separated names of letters, digits, "_" or "-"`,
      );
    for (const [i, name] of (route.propsFromParams ?? []).entries()) {
      if (!paramsOf(at.fullPath).includes(name))
        add(
          at,
          `/propsFromParams/${i}`,
          `passes the parameter "${name}", which its path "${at.fullPath}" does not have`,
        );
    }
    if (route.redirect !== undefined) checkRedirect(at, located, add);
  }

  for (const entity of entities) {
    if (entity.menu && !names.has(entity.menu.parent))
      problems.push({
        file: entityFile(entity.id),
        pointer: '/menu/parent',
        message: `names the route "${entity.menu.parent}" as its menu parent, but no route has that name`,
      });
  }
  return problems;
}

function checkEntity(
  at: Located,
  entityIds: ReadonlySet<string>,
  add: (at: Located, pointer: string, message: string) => void,
): void {
  const { screen, entity } = at.route;
  // The tabs screen groups its child routes; it is not bound to one entity.
  const needsEntity = screen?.startsWith('entity.') && screen !== 'entity.tabs';
  if (needsEntity && entity === undefined)
    add(at, '/entity', `renders the generic screen "${screen}" but names no entity`);
  if (entity !== undefined && !needsEntity)
    add(at, '/entity', 'names an entity, but only a generic entity.* screen (not entity.tabs) renders one');
  if (entity !== undefined && !entityIds.has(entity))
    add(at, '/entity', `names the entity "${entity}", which has no descriptor`);
}

function checkRedirect(
  at: Located,
  targets: readonly Located[],
  add: (at: Located, pointer: string, message: string) => void,
): void {
  const seen = new Set<Located>([at]);
  let target = at.route.redirect as string;
  for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
    if (!target.startsWith('/')) {
      add(at, '/redirect', `redirects to "${target}", which is not an absolute path`);
      return;
    }
    const pathname = target.split('?')[0] as string;
    const next = landingRoute(targets, pathname);
    if (!next) {
      add(at, '/redirect', `redirects to "${pathname}", which no route has`);
      return;
    }
    if (next.route.redirect === undefined) return;
    if (seen.has(next)) {
      add(at, '/redirect', `redirects in a loop through "${pathname}"`);
      return;
    }
    seen.add(next);
    target = next.route.redirect;
  }
  add(at, '/redirect', `takes more than ${MAX_REDIRECTS} redirects to reach a screen`);
}
