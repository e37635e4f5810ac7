import type { EntityRules } from '../../resources/entityRules';
import { cancelLeave } from './cancelLeave';

/**
 * Leave records (`as.leave`): written by their sign-off (LEAVE_KIND) or a batch leave; every
 * field is read-only, so nothing of one is edited by hand (the runtime offers no edit). An
 * approved leave is given back with the `cancel` row action (cancelLeave), which gives its
 * amount back to the balance as a movement and recomputes the days it covered, in the action's
 * transaction.
 */
export const leaveRules: EntityRules = {
  rowActions: {
    cancel: async (ctx, { row, reason }) => {
      await cancelLeave(
        ctx.trx,
        {
          id: row.id as number,
          user_id: row.user_id as number,
          leave_type_id: row.leave_type_id as number,
          amount: String(row.amount),
          status: String(row.status),
          starts_at: new Date(String(row.starts_at)),
          ends_at: new Date(String(row.ends_at)),
        },
        reason ?? '',
        ctx.userId,
        ctx.lang,
      );
      return undefined;
    },
  },
};
