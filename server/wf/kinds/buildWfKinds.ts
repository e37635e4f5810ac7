import { COMP_TIME_KIND, LEAVE_KIND } from '../../as/leave/leaveKind';
import { OVERTIME_KIND } from '../../as/overtime/overtimeKind';
import { UNPUNCH_KIND } from '../../as/punches/unpunchKind';
import { SHIFT_ADJUSTMENT_KIND } from '../../as/schedules/shiftAdjustmentKind';
import { DISPATCH_KIND } from '../../dm/dispatch/dispatchKind';
import type { WfKind, WfKindRegistry } from './WfKind';

/** The plain sign-off: no module behind it, no hooks. */
export const GENERAL_KIND: WfKind = { id: 'general' };

/**
 * Every template kind, by id: the explicit map the engine consults (DESIGN.md section 9). A
 * module adds its kind here (attendance's `leave`, ...) and to the `kind` options of
 * schemas/wf/entities/template.entity.json; see docs/guide-workflow-kinds.md.
 */
export function buildWfKinds(extra: readonly WfKind[] = []): WfKindRegistry {
  return new Map(
    [
      GENERAL_KIND,
      LEAVE_KIND,
      UNPUNCH_KIND,
      OVERTIME_KIND,
      COMP_TIME_KIND,
      SHIFT_ADJUSTMENT_KIND,
      DISPATCH_KIND,
      ...extra,
    ].map((kind) => [kind.id, kind]),
  );
}
