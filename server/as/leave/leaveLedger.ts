import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { Executor } from '../../db/Executor';

/** A leave type as the ledger and the leave kind read it. */
export interface LeaveTypeRow {
  id: number;
  code: string;
  name: Record<string, string>;
  unit: 'day' | 'hour';
  minimum_unit: string;
  allow_negative: boolean;
  /** Comp time: earned by overtime, taken with the comp-time form (kind `overtime-compensation`). */
  compensatory: boolean;
  is_active: boolean;
}

export async function leaveTypeBy(
  db: Executor,
  where: { id: number } | { code: string },
): Promise<LeaveTypeRow | undefined> {
  const condition = 'id' in where ? sql`id = ${where.id}` : sql`code = ${where.code}`;
  return (
    await sql<LeaveTypeRow>`
      select id, code, name, unit, minimum_unit::text as minimum_unit, allow_negative, compensatory, is_active
      from as_leave_types where deleted_at is null and ${condition}`.execute(db)
  ).rows[0];
}

/**
 * The leave type approved overtime credits its comp time to: the first active comp-time type
 * (in the types' order); undefined when none is set up.
 */
export async function compTimeType(db: Executor): Promise<LeaveTypeRow | undefined> {
  return (
    await sql<LeaveTypeRow>`
      select id, code, name, unit, minimum_unit::text as minimum_unit, allow_negative, compensatory, is_active
      from as_leave_types where deleted_at is null and compensatory and is_active
      order by sort, id limit 1`.execute(db)
  ).rows[0];
}

/** A leave type's name in a language (the default language's when it has none there). */
export function leaveTypeName(type: LeaveTypeRow, lang: Language): string {
  return type.name[lang] || type.name.tw || type.code;
}

export interface BalanceChange {
  userId: number;
  leaveType: LeaveTypeRow;
  /** Added to the balance: negative for leave taken. */
  balance?: Decimal.Value;
  /** Added to what is held by applications awaiting sign-off. */
  pending?: Decimal.Value;
  actorId: number | null;
  lang: Language;
}

/**
 * Moves an employee's balance of a leave type (`as_leave_balances`, one row per employee and
 * type, made on first use) inside the caller's transaction, the row locked while it moves. A
 * balance that would fall below zero is refused (422) unless the type allows it; what is held
 * for pending applications never goes below zero. The balance itself moves only together with
 * a movement row (recordLeaveMovement), so it always equals the sum of its movements.
 */
export async function changeLeaveBalance(trx: Executor, change: BalanceChange): Promise<void> {
  const delta = new Decimal(change.balance ?? 0);
  const held = new Decimal(change.pending ?? 0);
  const row = (
    await sql<{ balance: string }>`
      insert into as_leave_balances (user_id, leave_type_id, balance, pending, created_by, updated_by)
      values (${change.userId}, ${change.leaveType.id}, ${delta.toFixed(2)}, greatest(${held.toFixed(2)}::numeric, 0),
              ${change.actorId}, ${change.actorId})
      on conflict (user_id, leave_type_id) where deleted_at is null do update
        set balance = as_leave_balances.balance + excluded.balance,
            pending = greatest(as_leave_balances.pending + ${held.toFixed(2)}::numeric, 0),
            updated_at = now(), updated_by = excluded.updated_by, version = as_leave_balances.version + 1
      returning balance::text as balance`.execute(trx)
  ).rows[0]!;
  if (delta.isNegative() && !change.leaveType.allow_negative && new Decimal(row.balance).isNegative())
    throw new ValidationFailed(translate(change.lang, 'validation:failed'), {
      amount: [
        translate(change.lang, 'as:errors.leave.belowZero', {
          type: leaveTypeName(change.leaveType, change.lang),
          balance: row.balance,
        }),
      ],
    });
}

/** A movement of a balance: written as a row of `as_leave_movements` and applied to the balance. */
export async function recordLeaveMovement(
  trx: Executor,
  change: BalanceChange & {
    balance: Decimal.Value;
    kind: string;
    leaveId?: number | null;
    note?: string | null;
  },
): Promise<void> {
  await sql`
    insert into as_leave_movements (user_id, leave_type_id, amount, kind, leave_id, note, created_by, updated_by)
    values (${change.userId}, ${change.leaveType.id}, ${new Decimal(change.balance).toFixed(2)}, ${change.kind},
            ${change.leaveId ?? null}, ${change.note ?? null}, ${change.actorId}, ${change.actorId})`.execute(
    trx,
  );
  await changeLeaveBalance(trx, change);
}
