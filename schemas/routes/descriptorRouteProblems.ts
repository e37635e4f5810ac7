import type { RouteDescriptor } from './RouteDescriptor';

/** The generic screens that run a descriptor the route names, and the route key naming it. */
export const DESCRIPTOR_SCREENS = { 'task.run': 'task', 'report.view': 'report' } as const;

type Screen = keyof typeof DESCRIPTOR_SCREENS;

/**
 * The routes that render a generic descriptor screen (`task.run`, `report.view`) but name no
 * known descriptor of its kind, and those that name one on another screen: each a problem for
 * descriptors:check.
 * @example descriptorRouteProblems(routes, 'report.view', ['as.attendance'])
 */
export function descriptorRouteProblems(
  routes: readonly RouteDescriptor[],
  screen: Screen,
  ids: readonly string[],
): Array<{ file: string; pointer: string; message: string }> {
  const key = DESCRIPTOR_SCREENS[screen];
  const known = new Set(ids);
  const problems: Array<{ file: string; pointer: string; message: string }> = [];
  const visit = (route: RouteDescriptor) => {
    const pointer = `/${route.name ?? route.path ?? ''}/${key}`;
    const named = route[key];
    if (route.screen === screen && (!named || !known.has(named)))
      problems.push({
        file: 'schemas/routes',
        pointer,
        message: `renders the ${key} screen but names no known ${key} ("${named ?? ''}")`,
      });
    if (named !== undefined && route.screen !== screen)
      problems.push({
        file: 'schemas/routes',
        pointer,
        message: `names a ${key}, which only the ${screen} screen runs`,
      });
    route.children?.forEach(visit);
  };
  routes.forEach(visit);
  return problems;
}
