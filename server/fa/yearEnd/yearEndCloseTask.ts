import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { wallClockOf } from '../../../schemas/core/zonedTime';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { readCompanySettings } from '../../settings/companySettings';
import type { TaskApplyContext, TaskRules } from '../../tasks/TaskRules';
import { assignVoucherNumber } from '../vouchers/assignVoucherNumber';
import { periodClosed } from '../vouchers/voucherBooks';
import { closingLines, fiscalYear } from './closingLines';
import { markBookedLines } from '../vouchers/markBookedLines';

/** The live, active voucher type of this code, or a 422 on the parameter. */
async function closingVoucherType(ctx: TaskApplyContext, code: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select id from fa_voucher_types where code = ${code} and is_active and deleted_at is null`.execute(
    ctx.db,
  );
  if (!rows[0])
    throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
      voucherType: [translate(ctx.lang, 'fa:yearEnd.errors.noVoucherType', { code })],
    });
  return rows[0].id;
}

/**
 * The year-end close (`fa.yearEndClose`, on `/fa/use/accounting/year-end-account-mapping`): the
 * preview is the closing voucher's lines (closingLines); apply writes them as one voucher of the
 * chosen type dated the fiscal year's last day, numbered and posted at once, marked with the year
 * it closes (`closing_year`, which the income statement leaves out). The period of that day must
 * be open. Applying again finds nothing left to close.
 */
export const yearEndCloseTask: TaskRules = {
  // Last year: the close is run after the year ends.
  defaults: async (db) => {
    const today = wallClockOf(Date.now(), (await readCompanySettings(db)).timeZone);
    return { year: Number(today.slice(0, 4)) - 1 };
  },
  preview: async (ctx) =>
    (await closingLines(ctx.db, Number(ctx.params.year), ctx.lang)).map((line) => ({
      code: line.code,
      name: line.name,
      debit: line.debit,
      credit: line.credit,
      closesInto: line.closesInto,
      changes: true,
    })),
  apply: async (ctx) => {
    const year = Number(ctx.params.year);
    const lines = await closingLines(ctx.db, year, ctx.lang);
    if (lines.length === 0) return 0;
    const { to } = await fiscalYear(ctx.db, year);
    if (await periodClosed(ctx.db, to))
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
        year: [translate(ctx.lang, 'fa:voucher.errors.periodClosed', { period: to.slice(0, 7) })],
      });
    const type = await closingVoucherType(ctx, String(ctx.params.voucherType));
    const total = lines.reduce((sum, l) => sum.plus(l.debit), new Decimal(0)).toFixed(2);
    const summary = translate(ctx.lang, 'fa:yearEnd.summary', { year });
    const { rows } = await sql<{ id: number }>`
      insert into fa_vouchers (voucher_type_id, voucher_date, number, status, summary, closing_year,
        total_debit, total_credit, created_by, updated_by)
      values (${type}, ${to}::date, ${await assignVoucherNumber(ctx.db, type, to)}, 'posted', ${summary},
        ${year}, ${total}::numeric, ${total}::numeric, ${ctx.userId}, ${ctx.userId})
      returning id`.execute(ctx.db);
    const voucherId = rows[0]!.id;
    for (const [i, line] of lines.entries())
      await sql`
        insert into fa_voucher_lines (voucher_id, sort, account_id, summary, debit, credit, department_id,
          created_by, updated_by)
        values (${voucherId}, ${i + 1}, ${line.accountId}, ${summary}, ${line.debit}::numeric,
          ${line.credit}::numeric, ${line.departmentId}, ${ctx.userId}, ${ctx.userId})`.execute(ctx.db);
    await markBookedLines(ctx.db, voucherId);
    // The voucher's own history says how it came to be; the task's audit record says who ran it.
    await ctx.db
      .insertInto('audit_log')
      .values({
        entity: 'fa.voucher',
        record_id: voucherId,
        action: 'yearEndClose',
        user_id: ctx.userId,
        before: null,
        after: JSON.stringify({ closing_year: year, lines: lines.length, total }),
      })
      .execute();
    return lines.length;
  },
};
