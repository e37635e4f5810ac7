import { sql } from 'kysely';
import { addDays } from '../../../schemas/core/zonedTime';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules, RuleContext } from '../../resources/entityRules';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { cancelLeave } from '../leave/cancelLeave';
import type { LeaveRow } from '../leave/leaveKind';
import { leaveTypeBy, recordLeaveMovement } from '../leave/leaveLedger';
import { measureLeave, refuseLeaveOverlap, refuseShortBalance } from '../leave/measureLeave';
import {
  type BatchKind,
  batchDocumentRules,
  batchLineRules,
  batchLines,
  type EmployeeProblem,
  messagesOf,
  refuseEmployees,
} from './batchRules';
import { employeesOutsideScope } from './employeesOutsideScope';

export const LEAVE_BATCH: BatchKind = {
  permission: 'as.use.batchDayoff',
  table: 'as_leave_batches',
  lineTable: 'as_leave_batch_lines',
};

const dateOf = (value: unknown) => String(value ?? '').slice(0, 10);
const timeOf = (value: unknown) => (value ? String(value).slice(0, 5) : null);

/** The number a batch's leave records carry (the leave list's label, the overlap message's reference). */
export const leaveBatchNumber = (id: number) => `LB-${String(id).padStart(6, '0')}`;

/**
 * Posts a draft batch leave: for every employee, in this one transaction and by the single leave
 * request's rules (measureLeave, refuseLeaveOverlap, refuseShortBalance), an approved leave record
 * taken off the balance as a movement; the line keeps the record and its amount. An employee
 * outside the filer's scope, or whom the rules refuse, refuses the whole batch, naming each.
 */
async function post(ctx: RuleContext, row: Record<string, unknown>) {
  const { trx, lang } = ctx;
  const batchId = row.id as number;
  const type = await leaveTypeBy(trx, { id: row.leave_type_id as number });
  if (!type?.is_active)
    throw new ValidationFailed(translate(lang, 'validation:failed'), {
      leave_type_id: [translate(lang, 'as:errors.leave.unknownType')],
    });
  const lines = await batchLines(trx, LEAVE_BATCH, batchId, 'leave_id');
  const outside = new Set(
    await employeesOutsideScope(
      trx,
      ctx.userId,
      `${LEAVE_BATCH.permission}.actions.edit`,
      lines.map((l) => l.user_id),
    ),
  );
  const ask = {
    start: dateOf(row.start_date),
    end: dateOf(row.end_date),
    startTime: timeOf(row.start_time),
    endTime: timeOf(row.end_time),
  };
  const number = leaveBatchNumber(batchId);
  const reason = row.reason ? String(row.reason).slice(0, 500) : null;
  const problems: EmployeeProblem[] = [];
  for (const [index, line] of lines.entries()) {
    if (outside.has(line.user_id)) {
      problems.push({
        index,
        name: line.name,
        message: translate(lang, 'as:errors.batch.outsideScopeShort'),
      });
      continue;
    }
    try {
      const cost = await measureLeave(trx, lang, line.user_id, type, ask);
      await refuseLeaveOverlap(trx, lang, line.user_id, cost.covered, null);
      await refuseShortBalance(trx, lang, line.user_id, type, cost);
      const leave = (
        await sql<{ id: number }>`
          insert into as_leaves (user_id, leave_type_id, starts_at, ends_at, amount, unit, status,
            application_number, reason, compensatory, created_by, updated_by)
          values (${line.user_id}, ${type.id}, ${new Date(cost.covered.from)}, ${new Date(cost.covered.to)},
            ${cost.amount}, ${type.unit}, 'approved', ${number}, ${reason}, ${type.compensatory},
            ${ctx.userId}, ${ctx.userId})
          returning id`.execute(trx)
      ).rows[0]!;
      await recordLeaveMovement(trx, {
        userId: line.user_id,
        leaveType: type,
        balance: `-${cost.amount}`,
        kind: 'leave',
        leaveId: leave.id,
        note: number,
        actorId: ctx.userId,
        lang,
      });
      await sql`update as_leave_batch_lines set leave_id = ${leave.id}, amount = ${cost.amount}, unit = ${type.unit},
        updated_at = now(), updated_by = ${ctx.userId}, version = version + 1 where id = ${line.id}`.execute(
        trx,
      );
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      problems.push({ index, name: line.name, message: messagesOf(error) });
    }
  }
  // Nothing is kept unless every employee could take the leave: the action's transaction rolls back.
  if (problems.length > 0) refuseEmployees(lang, problems);
  await recomputeAttendance(
    trx,
    addDays(ask.start, -1),
    ask.end,
    lines.map((l) => l.user_id),
  );
  await sql`update as_leave_batches set status = 'posted', posted_at = now(), updated_at = now(),
    updated_by = ${ctx.userId}, version = version + 1 where id = ${batchId}`.execute(trx);
  return undefined;
}

/** Cancels a posted batch leave: every leave it wrote that is still approved is given back (cancelLeave). */
async function cancel(ctx: RuleContext, row: Record<string, unknown>, reason: string) {
  const { trx } = ctx;
  const lines = await batchLines(trx, LEAVE_BATCH, row.id as number, 'leave_id');
  const ids = lines.flatMap((l) => (l.record_id ? [l.record_id] : []));
  const leaves =
    ids.length === 0
      ? []
      : (
          await sql<LeaveRow>`
            select id, user_id, leave_type_id, amount::text as amount, status, starts_at, ends_at
            from as_leaves where id in (${sql.join(ids)}) and deleted_at is null order by id for update`.execute(
            trx,
          )
        ).rows;
  // A leave already cancelled on its own has been given back once; it is not given back twice.
  for (const leave of leaves.filter((l) => l.status === 'approved'))
    await cancelLeave(trx, leave, reason, ctx.userId, ctx.lang);
  await sql`update as_leave_batches set status = 'cancelled', cancel_reason = ${reason}, updated_at = now(),
    updated_by = ${ctx.userId}, version = version + 1 where id = ${row.id as number}`.execute(trx);
  return undefined;
}

const DOCUMENT = batchDocumentRules(LEAVE_BATCH);

/**
 * Batch leave (`as.leaveBatch`, lines `as.leaveBatchLine`): HR or a manager files one leave for
 * many employees as a draft, then posts it (the `post` row action) or, once posted, cancels it
 * (`cancel`), giving every leave back. docs/decisions.md, "Batch leave and batch overtime".
 */
export const leaveBatchRules: EntityRules = {
  ...DOCUMENT,
  // The period as the leave form checks it, before the employees are checked.
  deriveDocument: async (ctx, document) => {
    const v = document.values;
    const errors: Record<string, string[]> = {};
    const refuse = (field: string, key: string) => {
      errors[field] = [translate(ctx.lang, `as:errors.leave.${key}`)];
    };
    const [start, end] = [dateOf(v.start_date), dateOf(v.end_date)];
    const [from, to] = [timeOf(v.start_time), timeOf(v.end_time)];
    if (end < start) refuse('end_date', 'badPeriod');
    else if (!from !== !to) refuse(from ? 'end_time' : 'start_time', 'timePair');
    else if (from && to && start === end && to <= from) refuse('end_time', 'badPeriod');
    const type = await leaveTypeBy(ctx.trx, { id: Number(v.leave_type_id) });
    if (!type?.is_active) refuse('leave_type_id', 'unknownType');
    if (Object.keys(errors).length > 0)
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), errors);
    return DOCUMENT.deriveDocument!(ctx, document);
  },
  rowActions: {
    post: (ctx, { row }) => post(ctx, row),
    cancel: (ctx, { row, reason }) => cancel(ctx, row, reason ?? ''),
  },
};

export const leaveBatchLineRules: EntityRules = batchLineRules(LEAVE_BATCH);
