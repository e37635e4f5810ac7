import { annualLeaveTask } from '../as/leave/annualLeaveTask';
import { yearEndCloseTask } from '../fa/yearEnd/yearEndCloseTask';
import { punchNoticeTask } from '../as/punches/punchNoticeTask';
import type { TaskRulesRegistry } from '../tasks/TaskRules';

/**
 * The rules of every task descriptor (schemas/{module}/tasks), by its id: the explicit map the
 * task routes consult (DESIGN.md section 9: registries are built at the root).
 */
export function buildTaskRules(): TaskRulesRegistry {
  return new Map([
    ['as.annualLeave', annualLeaveTask],
    ['fa.yearEndClose', yearEndCloseTask],
    ['as.punchNotice', punchNoticeTask],
  ]);
}
