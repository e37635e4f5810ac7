import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { changeLeaveBalance, leaveTypeBy } from './leaveLedger';

/** Kinds only the module writes: leave taken and given back, comp time from overtime, the annual calculation. */
const WRITTEN_BY_THE_MODULE = new Set(['leave', 'restore', 'annual', 'overtime']);

/**
 * Balance movements (`as.leaveMovement`), the ledger behind `as.leaveBalance`: an administrator
 * grants or adjusts by adding one (or importing many); a movement is never edited or deleted,
 * a mistake is put right by another. Each movement moves its balance in the same transaction,
 * so a balance is always the sum of its movements, and one that would fall below zero is
 * refused unless the leave type allows it.
 */
export const leaveMovementRules: EntityRules = {
  async prepare(ctx, values) {
    if (WRITTEN_BY_THE_MODULE.has(String(values.kind)))
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
        kind: [translate(ctx.lang, 'as:errors.leave.kindByModule')],
      });
    return values;
  },
  async afterWrite(ctx, row, before) {
    if (before || ctx.action !== 'create') return;
    const type = await leaveTypeBy(ctx.trx, { id: row.leave_type_id as number });
    if (!type) return;
    await changeLeaveBalance(ctx.trx, {
      userId: row.user_id as number,
      leaveType: type,
      balance: String(row.amount),
      actorId: ctx.userId,
      lang: ctx.lang,
    });
  },
};
