import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { employeesOutsideScope } from './employeesOutsideScope';

/** What the two batches (leave, overtime) share: their right and tables. */
export interface BatchKind {
  /** The batch's permission base, `as.use.batchDayoff`. */
  permission: string;
  table: 'as_leave_batches' | 'as_overtime_batches';
  lineTable: 'as_leave_batch_lines' | 'as_overtime_batch_lines';
}

/** A batch's employee, as posting and cancelling read them. */
export interface BatchLine {
  id: number;
  user_id: number;
  name: string;
  /** The record the posting wrote (`leave_id`, `overtime_id`). */
  record_id: number | null;
}

/** An employee the batch could not be posted for, and why. */
export interface EmployeeProblem {
  index: number;
  name: string;
  message: string;
}

/** The live lines of a batch, in order, with the employees' names; locked while the batch is posted or cancelled. */
export async function batchLines(
  trx: Executor,
  kind: BatchKind,
  batchId: number,
  recordColumn: 'leave_id' | 'overtime_id',
): Promise<BatchLine[]> {
  return (
    await sql<BatchLine>`
      select l.id, l.user_id, u.name, l.${sql.id(recordColumn)} as record_id
      from ${sql.table(kind.lineTable)} l join users u on u.id = l.user_id
      where l.batch_id = ${batchId} and l.deleted_at is null order by l.sort, l.id for update of l`.execute(
      trx,
    )
  ).rows;
}

function addError(errors: Record<string, string[]>, key: string, message: string): void {
  errors[key] = [...(errors[key] ?? []), message];
}

/**
 * Refuses the whole batch for the employees it could not be done for: 422 whose message names
 * each employee and the reason, and whose errors sit on the lines (`lines.{i}.user_id`).
 */
export function refuseEmployees(
  lang: Language,
  problems: readonly EmployeeProblem[],
  key: 'refused' | 'cancelRefused' = 'refused',
): never {
  const errors: Record<string, string[]> = {};
  for (const p of problems) addError(errors, `lines.${p.index}.user_id`, `${p.name}: ${p.message}`);
  throw new ValidationFailed(
    translate(lang, `as:errors.batch.${key}`, {
      problems: problems.map((p) => `${p.name}: ${p.message}`).join('; '),
    }),
    errors,
  );
}

/** The messages of a refusal (a ValidationFailed's field errors), for naming them beside the employee. */
export function messagesOf(error: ValidationFailed): string {
  const errors = (error.body.errors ?? {}) as Record<string, string[]>;
  const messages = Object.values(errors).flat();
  return messages.length > 0 ? messages.join(' ') : String(error.body.message ?? '');
}

async function namesOf(trx: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sql<{ id: number; name: string }>`
    select id, name from users where id in (${sql.join(ids)})`.execute(trx);
  return new Map(rows.rows.map((r) => [r.id, r.name]));
}

/** Refuses a change to a batch that is no longer a draft (posted or cancelled): 409. */
function refuseUnlessDraft(lang: Language, status: unknown): void {
  if (status !== undefined && status !== null && status !== 'draft')
    throw new HttpError(409, translate(lang, 'as:errors.batch.notDraft'));
}

/**
 * The rules a batch document has whatever it writes (docs/decisions.md, "Batch leave and batch
 * overtime"): only a draft is edited or deleted (a posted batch is cancelled first), an employee
 * appears once, and every employee is inside the filer's row scope for the batch right
 * (employeesOutsideScope); the document keeps its status and counts its employees.
 */
export function batchDocumentRules(kind: BatchKind): Pick<EntityRules, 'deriveDocument' | 'afterWrite'> {
  return {
    deriveDocument: async (ctx, document) => {
      refuseUnlessDraft(ctx.lang, document.values.status);
      const users = document.lines.map((line) => Number(line.user_id));
      const action = ctx.action === 'create' ? 'create' : 'edit';
      const outside = new Set(
        await employeesOutsideScope(ctx.trx, ctx.userId, `${kind.permission}.actions.${action}`, users),
      );
      const names = await namesOf(ctx.trx, [...new Set(users)]);
      const errors: Record<string, string[]> = {};
      const seen = new Set<number>();
      users.forEach((id, index) => {
        const name = names.get(id) ?? String(id);
        if (outside.has(id))
          addError(
            errors,
            `lines.${index}.user_id`,
            translate(ctx.lang, 'as:errors.batch.outsideScope', { name }),
          );
        if (seen.has(id))
          addError(errors, `lines.${index}.user_id`, translate(ctx.lang, 'as:errors.batch.twice', { name }));
        seen.add(id);
      });
      if (Object.keys(errors).length > 0)
        throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), errors);
      return { status: 'draft', employee_count: users.length };
    },
    afterWrite: async (ctx, _row, before) => {
      // A posted batch has written records: it is cancelled (which gives them back), not deleted.
      if (ctx.action === 'delete' && before?.status === 'posted')
        throw new HttpError(409, translate(ctx.lang, 'as:errors.batch.deletePosted'));
    },
  };
}

/**
 * The rules of a batch's line written on its own (the employees' import, `POST {api}`): the batch
 * is a draft, the employee inside the filer's scope; the batches' employee counts and order follow. In a
 * document save the lines carry no batch yet and the document's rule checks them all at once.
 */
export function batchLineRules(kind: BatchKind): EntityRules {
  return {
    prepare: async (ctx, values) => {
      if (values.batch_id === undefined || values.batch_id === null) return values;
      const batch = (
        await sql<{ status: string }>`select status from ${sql.table(kind.table)}
          where id = ${Number(values.batch_id)} and deleted_at is null`.execute(ctx.trx)
      ).rows[0];
      if (batch && batch.status !== 'draft')
        throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
          batch_id: [translate(ctx.lang, 'as:errors.batch.notDraft')],
        });
      const userId = Number(values.user_id);
      const outside = await employeesOutsideScope(ctx.trx, ctx.userId, `${kind.permission}.actions.create`, [
        userId,
      ]);
      if (outside.length > 0) {
        const name = (await namesOf(ctx.trx, [userId])).get(userId) ?? String(userId);
        throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
          user_id: [translate(ctx.lang, 'as:errors.batch.outsideScope', { name })],
        });
      }
      return values;
    },
    afterCreated: async (ctx, rows) => {
      const batches = [...new Set(rows.map((row) => Number(row.batch_id)))];
      if (batches.length === 0) return;
      // The imported employees follow those already in the batch, in the file's order.
      await sql`update ${sql.table(kind.lineTable)} l set sort = n.position from (
          select id, row_number() over (partition by batch_id order by sort = 0, sort, id) as position
          from ${sql.table(kind.lineTable)} where batch_id in (${sql.join(batches)}) and deleted_at is null) n
        where l.id = n.id and l.sort is distinct from n.position`.execute(ctx.trx);
      await sql`update ${sql.table(kind.table)} b set employee_count = (
          select count(*) from ${sql.table(kind.lineTable)} l where l.batch_id = b.id and l.deleted_at is null),
        updated_at = now(), updated_by = ${ctx.userId}, version = b.version + 1
        where b.id in (${sql.join(batches)})`.execute(ctx.trx);
    },
  };
}
