import { describe, expect, it } from 'vitest';
import { descriptorRouteProblems } from './descriptorRouteProblems';

describe('descriptorRouteProblems', () => {
  it('wants a task.run route to name a known task, and only a task.run route to name one', () => {
    const routes = [
      { path: 'a', name: 'x.a', screen: 'task.run', task: 'as.annualLeave' },
      { path: 'b', name: 'x.b', screen: 'task.run', task: 'as.nothing' },
      { path: 'c', name: 'x.c', screen: 'entity.list', entity: 'as.leave', task: 'as.annualLeave' },
    ] as const;
    expect(descriptorRouteProblems(routes, 'task.run', ['as.annualLeave']).map((p) => p.pointer)).toEqual([
      '/x.b/task',
      '/x.c/task',
    ]);
  });

  it('checks a report.view route the same way, apart from tasks', () => {
    const routes = [
      { path: 'a', name: 'x.a', screen: 'report.view', report: 'as.attendance' },
      { path: 'b', name: 'x.b', screen: 'report.view' },
      { path: 'c', name: 'x.c', screen: 'task.run', task: 'as.annualLeave', report: 'as.attendance' },
    ] as const;
    expect(descriptorRouteProblems(routes, 'report.view', ['as.attendance'])).toEqual([
      {
        file: 'schemas/routes',
        pointer: '/x.b/report',
        message: 'renders the report screen but names no known report ("")',
      },
      {
        file: 'schemas/routes',
        pointer: '/x.c/report',
        message: 'names a report, which only the report.view screen runs',
      },
    ]);
  });
});
