import Decimal from 'decimal.js';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { compTimeType, recordLeaveMovement } from '../leave/leaveLedger';
import { setRequestStatus } from '../requests/requestRecord';
import { recomputeOvertimeDays } from './overtimeKind';

/**
 * Overtime records (`as.overtime`): written by their sign-off (OVERTIME_KIND), every field
 * read-only. An approved overtime is taken back with the `cancel` row action: the comp time it
 * earned leaves the balance as a movement (refused when it is already spent, unless the type
 * may go below zero) and its days are recomputed, in the action's transaction.
 */
export const overtimeRules: EntityRules = {
  rowActions: {
    cancel: async (ctx, { row, reason }) => {
      if (row.status !== 'approved')
        throw new HttpError(409, translate(ctx.lang, 'as:errors.overtime.notApproved'));
      await setRequestStatus(
        ctx.trx,
        'as_overtimes',
        row.id as number,
        'cancelled',
        ctx.userId,
        reason ?? '',
      );
      const comp = new Decimal(String(row.comp_hours ?? 0));
      const type = comp.greaterThan(0) ? await compTimeType(ctx.trx) : undefined;
      if (type)
        await recordLeaveMovement(ctx.trx, {
          userId: row.user_id as number,
          leaveType: type,
          balance: comp.neg(),
          kind: 'overtime',
          note: `${row.application_number ?? ''} ${reason}`.trim(),
          actorId: ctx.userId,
          lang: ctx.lang,
        });
      await recomputeOvertimeDays(ctx.trx, {
        user_id: row.user_id as number,
        work_date: String(row.work_date).slice(0, 10),
      });
      return undefined;
    },
  },
};
