import { sql } from 'kysely';
import { addDays } from '../../../schemas/core/zonedTime';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules, RuleContext } from '../../resources/entityRules';
import { recomputeAttendance } from '../days/recomputeAttendance';
import { measureOvertime, refuseOvertimeOverlap } from '../overtime/measureOvertime';
import { cancelOvertime, creditCompTime } from '../overtime/overtimeCompTime';
import type { OvertimeRow } from '../overtime/overtimeKind';
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

export const OVERTIME_BATCH: BatchKind = {
  permission: 'as.use.batchOvertime',
  table: 'as_overtime_batches',
  lineTable: 'as_overtime_batch_lines',
};

/** The number a batch's overtime records carry. */
export const overtimeBatchNumber = (id: number) => `OB-${String(id).padStart(6, '0')}`;

/**
 * Posts a draft batch overtime: for every employee, in this one transaction and by the single
 * overtime request's rules (measureOvertime, refuseOvertimeOverlap), an approved overtime record
 * whose comp time is credited (creditCompTime); the line keeps the record, its hours and comp
 * time. An employee outside the filer's scope, or whom the rules refuse, refuses the whole
 * batch, naming each.
 */
async function post(ctx: RuleContext, row: Record<string, unknown>) {
  const { trx, lang } = ctx;
  const batchId = row.id as number;
  const lines = await batchLines(trx, OVERTIME_BATCH, batchId, 'overtime_id');
  const outside = new Set(
    await employeesOutsideScope(
      trx,
      ctx.userId,
      `${OVERTIME_BATCH.permission}.actions.edit`,
      lines.map((l) => l.user_id),
    ),
  );
  const ask = {
    date: String(row.work_date ?? '').slice(0, 10),
    startTime: String(row.start_time ?? '').slice(0, 5),
    endTime: String(row.end_time ?? '').slice(0, 5),
    compensation: String(row.compensation ?? ''),
  };
  const number = overtimeBatchNumber(batchId);
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
      const asked = await measureOvertime(trx, lang, line.user_id, ask);
      await refuseOvertimeOverlap(trx, lang, line.user_id, asked, null);
      const overtime = (
        await sql<{ id: number }>`
          insert into as_overtimes (user_id, work_date, starts_at, ends_at, hours, compensation, comp_hours,
            status, application_number, reason, created_by, updated_by)
          values (${line.user_id}, ${asked.date}, ${asked.from}, ${asked.to}, ${asked.hours}, ${asked.compensation},
            ${asked.compHours}, 'approved', ${number}, ${reason}, ${ctx.userId}, ${ctx.userId})
          returning id`.execute(trx)
      ).rows[0]!;
      await creditCompTime(trx, {
        userId: line.user_id,
        compHours: asked.compHours,
        note: number,
        actorId: ctx.userId,
        lang,
      });
      await sql`update as_overtime_batch_lines set overtime_id = ${overtime.id}, hours = ${asked.hours},
        comp_hours = ${asked.compHours}, updated_at = now(), updated_by = ${ctx.userId}, version = version + 1
        where id = ${line.id}`.execute(trx);
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      problems.push({ index, name: line.name, message: messagesOf(error) });
    }
  }
  // Nothing is kept unless every employee's overtime counts: the action's transaction rolls back.
  if (problems.length > 0) refuseEmployees(lang, problems);
  await recomputeAttendance(
    trx,
    addDays(ask.date, -1),
    addDays(ask.date, 1),
    lines.map((l) => l.user_id),
  );
  await sql`update as_overtime_batches set status = 'posted', posted_at = now(), updated_at = now(),
    updated_by = ${ctx.userId}, version = version + 1 where id = ${batchId}`.execute(trx);
  return undefined;
}

/**
 * Cancels a posted batch overtime: every overtime it wrote that is still approved is taken back
 * (cancelOvertime), its comp time with it; refused, all of it, when an employee has spent theirs.
 */
async function cancel(ctx: RuleContext, row: Record<string, unknown>, reason: string) {
  const { trx } = ctx;
  const lines = await batchLines(trx, OVERTIME_BATCH, row.id as number, 'overtime_id');
  const ids = lines.flatMap((l) => (l.record_id ? [l.record_id] : []));
  const overtimes =
    ids.length === 0
      ? []
      : (
          await sql<OvertimeRow>`
            select id, user_id, to_char(work_date, 'YYYY-MM-DD') as work_date, hours::text as hours, compensation,
              comp_hours::text as comp_hours, status, application_number
            from as_overtimes where id in (${sql.join(ids)}) and deleted_at is null order by id for update`.execute(
            trx,
          )
        ).rows;
  const problems: EmployeeProblem[] = [];
  for (const overtime of overtimes.filter((o) => o.status === 'approved')) {
    try {
      await cancelOvertime(trx, overtime, reason, ctx.userId, ctx.lang);
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      const index = lines.findIndex((l) => l.record_id === overtime.id);
      problems.push({ index, name: lines[index]?.name ?? '', message: messagesOf(error) });
    }
  }
  if (problems.length > 0) refuseEmployees(ctx.lang, problems, 'cancelRefused');
  await sql`update as_overtime_batches set status = 'cancelled', cancel_reason = ${reason}, updated_at = now(),
    updated_by = ${ctx.userId}, version = version + 1 where id = ${row.id as number}`.execute(trx);
  return undefined;
}

/**
 * Batch overtime (`as.overtimeBatch`, lines `as.overtimeBatchLine`): HR or a manager records the
 * same overtime for many employees as a draft, then posts it (`post`) or, once posted, cancels it
 * (`cancel`). docs/decisions.md, "Batch leave and batch overtime".
 */
export const overtimeBatchRules: EntityRules = {
  ...batchDocumentRules(OVERTIME_BATCH),
  rowActions: {
    post: (ctx, { row }) => post(ctx, row),
    cancel: (ctx, { row, reason }) => cancel(ctx, row, reason ?? ''),
  },
};

export const overtimeBatchLineRules: EntityRules = batchLineRules(OVERTIME_BATCH);
