import Decimal from 'decimal.js';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { memberZone } from '../days/memberZone';
import { recomputeLeaveDays } from './leaveKind';
import { setRequestStatus } from '../requests/requestRecord';
import { leaveTypeBy, recordLeaveMovement } from './leaveLedger';

/**
 * Leave records (`as.leave`): written by their sign-off (LEAVE_KIND); every field is read-only,
 * so nothing of one is edited by hand (the runtime offers no edit). An approved leave is given back with the `cancel` row action, which gives its amount back to the
 * balance as a movement and recomputes the days it covered, in the action's transaction.
 */
export const leaveRules: EntityRules = {
  rowActions: {
    cancel: async (ctx, { row, reason }) => {
      if (row.status !== 'approved')
        throw new HttpError(409, translate(ctx.lang, 'as:errors.leave.notApproved'));
      const type = (await leaveTypeBy(ctx.trx, { id: row.leave_type_id as number }))!;
      await setRequestStatus(ctx.trx, 'as_leaves', row.id as number, 'cancelled', ctx.userId, reason ?? '');
      await recordLeaveMovement(ctx.trx, {
        userId: row.user_id as number,
        leaveType: type,
        balance: new Decimal(String(row.amount)),
        kind: 'restore',
        leaveId: row.id as number,
        note: reason,
        actorId: ctx.userId,
        lang: ctx.lang,
      });
      const leave = {
        id: row.id as number,
        user_id: row.user_id as number,
        leave_type_id: type.id,
        amount: String(row.amount),
        status: 'cancelled',
        starts_at: new Date(String(row.starts_at)),
        ends_at: new Date(String(row.ends_at)),
      };
      await recomputeLeaveDays(ctx.trx, leave, (await memberZone(ctx.trx, leave.user_id)) ?? 'UTC');
      return undefined;
    },
  },
};
