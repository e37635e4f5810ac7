import type { RouteDescriptor } from './RouteDescriptor';

/**
 * The routes that render the generic task screen but name no known task descriptor, and
 * those that name a task on another screen: each a problem for descriptors:check.
 * @example taskRouteProblems(routes, ['as.annualLeave'])
 */
export function taskRouteProblems(
  routes: readonly RouteDescriptor[],
  taskIds: readonly string[],
): Array<{ file: string; pointer: string; message: string }> {
  const ids = new Set(taskIds);
  const problems: Array<{ file: string; pointer: string; message: string }> = [];
  const visit = (route: RouteDescriptor) => {
    const pointer = `/${route.name ?? route.path ?? ''}/task`;
    if (route.screen === 'task.run' && (!route.task || !ids.has(route.task)))
      problems.push({
        file: 'schemas/routes',
        pointer,
        message: `renders the task screen but names no known task ("${route.task ?? ''}")`,
      });
    if (route.task !== undefined && route.screen !== 'task.run')
      problems.push({
        file: 'schemas/routes',
        pointer,
        message: 'names a task, which only the task.run screen runs',
      });
    route.children?.forEach(visit);
  };
  routes.forEach(visit);
  return problems;
}
