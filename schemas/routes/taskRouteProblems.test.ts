import { describe, expect, it } from 'vitest';
import { taskRouteProblems } from './taskRouteProblems';

describe('taskRouteProblems', () => {
  it('wants a task.run route to name a known task, and only a task.run route to name one', () => {
    const routes = [
      { path: 'a', name: 'x.a', screen: 'task.run', task: 'as.annualLeave' },
      { path: 'b', name: 'x.b', screen: 'task.run', task: 'as.nothing' },
      { path: 'c', name: 'x.c', screen: 'entity.list', entity: 'as.leave', task: 'as.annualLeave' },
    ] as const;
    expect(taskRouteProblems(routes, ['as.annualLeave']).map((p) => p.pointer)).toEqual([
      '/x.b/task',
      '/x.c/task',
    ]);
  });
});
