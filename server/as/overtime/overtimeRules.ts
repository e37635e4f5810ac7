import type { EntityRules } from '../../resources/entityRules';
import { cancelOvertime } from './overtimeCompTime';

/**
 * Overtime records (`as.overtime`): written by their sign-off (OVERTIME_KIND) or a batch
 * overtime, every field read-only. An approved overtime is taken back with the `cancel` row
 * action (cancelOvertime): the comp time it earned leaves the balance as a movement (refused when
 * it is already spent, unless the type may go below zero) and its days are recomputed, in the
 * action's transaction.
 */
export const overtimeRules: EntityRules = {
  rowActions: {
    cancel: async (ctx, { row, reason }) => {
      await cancelOvertime(
        ctx.trx,
        {
          id: row.id as number,
          user_id: row.user_id as number,
          work_date: String(row.work_date).slice(0, 10),
          comp_hours: String(row.comp_hours ?? 0),
          status: String(row.status),
          application_number: (row.application_number as string | null) ?? null,
        },
        reason ?? '',
        ctx.userId,
        ctx.lang,
      );
      return undefined;
    },
  },
};
