import { sql } from 'kysely';
import { wallClockOf } from '../../../schemas/core/zonedTime';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { RuleContext } from '../../resources/entityRules';
import type { EntityService } from '../../resources/EntityService';
import type { Row } from '../../resources/EntityStore';
import { readCompanySettings } from '../../settings/companySettings';
import { assignVoucherNumber } from './assignVoucherNumber';
import { markBookedLines } from './markBookedLines';
import { refuseClosedPeriod } from './voucherRefusals';

const dateOf = (value: unknown) => String(value ?? '').slice(0, 10);

/** Moves a voucher to a status through the entity's update (version, audit under the action's key). */
async function move(
  ctx: RuleContext,
  service: EntityService,
  row: Row,
  key: string,
  values: Row,
  note?: Record<`_${string}`, unknown>,
) {
  const saved = await service.updateIn(ctx.trx, row.id as number, values, undefined, ctx, {
    action: key,
    ...(note ? { note } : {}),
  });
  return { row: saved };
}

/**
 * Confirms a draft: its period must be open; it takes its number now, in this transaction, from
 * the type's counter for the voucher's month (assignVoucherNumber), unless it kept one from an
 * earlier confirmation (unconfirm keeps the number, so numbers have no gaps).
 */
export async function confirmVoucher(ctx: RuleContext, row: Row, service: EntityService) {
  const date = dateOf(row.voucher_date);
  await refuseClosedPeriod(ctx, date);
  const number = row.number ?? (await assignVoucherNumber(ctx.trx, Number(row.voucher_type_id), date));
  return move(ctx, service, row, 'confirm', { status: 'confirmed', number });
}

/** Back to draft, keeping its number; refused when its period is closed. */
export async function unconfirmVoucher(ctx: RuleContext, row: Row, service: EntityService) {
  await refuseClosedPeriod(ctx, dateOf(row.voucher_date));
  return move(ctx, service, row, 'unconfirm', { status: 'draft' });
}

/** Posts a confirmed voucher into the books; its period must be open. */
export async function postVoucher(ctx: RuleContext, row: Row, service: EntityService) {
  await refuseClosedPeriod(ctx, dateOf(row.voucher_date));
  const moved = await move(ctx, service, row, 'post', { status: 'posted' });
  await markBookedLines(ctx.trx, row.id as number);
  return moved;
}

/** Takes a posted voucher out of the books (back to confirmed); its period must be open. */
export async function unpostVoucher(ctx: RuleContext, row: Row, service: EntityService) {
  await refuseClosedPeriod(ctx, dateOf(row.voucher_date));
  const moved = await move(ctx, service, row, 'unpost', { status: 'confirmed' });
  await markBookedLines(ctx.trx, row.id as number);
  return moved;
}

interface StoredLine {
  account_id: number;
  summary: string | null;
  debit: string;
  credit: string;
  department_id: number | null;
  customer_id: number | null;
  vendor_id: number | null;
  currency_id: number | null;
  fx_amount: string | null;
  rate: string | null;
}

/**
 * Reverses a posted voucher: a new voucher of the same type, dated `date` when one is chosen
 * (not before the original) or else today (the organisation's clock; the voucher's own date when
 * that is later); its period must be open.
 * The new voucher has every line's sides swapped, is numbered and posted at once, with
 * `reversal_of_id` pointing at the original, all in this transaction. A voucher is reversed once.
 * Answers the new voucher (201).
 */
export async function reverseVoucher(
  ctx: RuleContext,
  row: Row,
  reason: string | null,
  service: EntityService,
  date: string | null = null,
) {
  const { trx, lang } = ctx;
  const id = row.id as number;
  const number = String(row.number ?? id);
  const earlier = await sql<{ number: string | null }>`
    select number from fa_vouchers where reversal_of_id = ${id} and deleted_at is null limit 1`.execute(trx);
  if (earlier.rows[0])
    throw new HttpError(
      409,
      translate(lang, 'fa:voucher.errors.reversed', { number, reversal: earlier.rows[0].number ?? '' }),
    );
  // A reversal undoes what was booked: it cannot come before the voucher it undoes (by default,
  // today, or the voucher's own date when that is still to come).
  const booked = dateOf(row.voucher_date);
  const now = wallClockOf(Date.now(), (await readCompanySettings(trx)).timeZone).slice(0, 10);
  const today = date ?? (now < booked ? booked : now);
  if (today < booked)
    throw new ValidationFailed(translate(lang, 'validation:failed'), {
      date: [translate(lang, 'fa:voucher.errors.reversalBefore', { date: booked })],
    });
  await refuseClosedPeriod(ctx, today);
  const lines = await sql<StoredLine>`
    select account_id, summary, debit::text as debit, credit::text as credit, department_id, customer_id,
      vendor_id, currency_id, fx_amount::text as fx_amount, rate::text as rate
    from fa_voucher_lines where voucher_id = ${id} and deleted_at is null order by sort, id`.execute(trx);
  const summary = translate(lang, 'fa:voucher.reversalSummary', { number });
  const newId = await service.store.insert(
    trx,
    {
      voucher_type_id: row.voucher_type_id,
      voucher_date: today,
      number: await assignVoucherNumber(trx, Number(row.voucher_type_id), today),
      status: 'posted',
      summary: (reason ? `${summary}: ${reason}` : summary).slice(0, 200),
      reversal_of_id: id,
      total_debit: row.total_credit,
      total_credit: row.total_debit,
    },
    ctx.userId,
  );
  for (const [i, line] of lines.rows.entries())
    await sql`
      insert into fa_voucher_lines (voucher_id, sort, account_id, summary, debit, credit, department_id,
        customer_id, vendor_id, currency_id, fx_amount, rate, created_by, updated_by)
      values (${newId}, ${i + 1}, ${line.account_id}, ${line.summary}, ${line.credit}::numeric,
        ${line.debit}::numeric, ${line.department_id}, ${line.customer_id}, ${line.vendor_id},
        ${line.currency_id}, ${line.fx_amount}::numeric, ${line.rate}::numeric, ${ctx.userId}, ${ctx.userId})`.execute(
      trx,
    );
  await markBookedLines(trx, newId);
  const created = (await service.store.get(trx, newId))!;
  await trx
    .insertInto('audit_log')
    .values({
      entity: service.descriptor.id,
      record_id: newId,
      action: 'reverse',
      user_id: ctx.userId,
      before: null,
      after: JSON.stringify({ ...created, _reversal_of: number, ...(reason ? { _reason: reason } : {}) }),
    })
    .execute();
  return { row: created, status: 201 as const };
}
