import Decimal from 'decimal.js';
import { HttpError } from '../../http/HttpError';
import { decimalLimit } from '../../../schemas/core/entityJsonSchema';
import { translate } from '../../http/translate';
import type { DocumentToSave, EntityRules, RuleContext } from '../../resources/entityRules';
import { refuseIfAny } from '../refuse';
import { amountOf, baseAmount, formatAmount, voucherTotals } from './voucherAmounts';
import { baseCurrency, currencyCode, rateOn, voucherType } from './voucherBooks';
import { refuseClosedPeriod, refuseUnlessDraft } from './voucherRefusals';
import {
  confirmVoucher,
  postVoucher,
  reverseVoucher,
  unconfirmVoucher,
  unpostVoucher,
} from './voucherStates';

const dateOf = (value: unknown) => String(value ?? '').slice(0, 10);

/**
 * Completes the foreign-currency lines (the rate of the voucher's date, or the latest before it,
 * when none is given; the base amount = foreign amount × rate, rounded to the base currency's
 * places, on the side the line marks) and checks the base-currency amounts' places.
 */
async function completeLines(ctx: RuleContext, document: DocumentToSave, date: string) {
  const { trx, lang } = ctx;
  const base = await baseCurrency(trx, ctx.memo);
  const errors: Record<string, string[]> = {};
  for (const [i, line] of document.lines.entries()) {
    const currency =
      line.currency_id === null || line.currency_id === undefined ? null : Number(line.currency_id);
    if (currency === null || currency === base.id) {
      line.fx_amount = null;
      line.rate = null;
      for (const side of ['debit', 'credit'] as const)
        if (
          !amountOf(line[side] as string).equals(amountOf(line[side] as string).toDecimalPlaces(base.scale))
        )
          errors[`lines.${i}.${side}`] = [
            translate(lang, 'fa:voucher.errors.places', { currency: base.code, places: base.scale }),
          ];
      continue;
    }
    const code = await currencyCode(trx, currency, ctx.memo);
    if (!amountOf(line.fx_amount as string).gt(0)) {
      errors[`lines.${i}.fx_amount`] = [translate(lang, 'fa:voucher.errors.fxAmount', { currency: code })];
      continue;
    }
    const rate = amountOf(line.rate as string).gt(0)
      ? amountOf(line.rate as string)
      : await rateOn(trx, currency, date, ctx.memo);
    if (!rate) {
      errors[`lines.${i}.rate`] = [translate(lang, 'fa:voucher.errors.noRate', { currency: code, date })];
      continue;
    }
    const amount = baseAmount(line.fx_amount as string, rate, base.scale);
    const side = amountOf(line.credit as string).gt(0) ? 'credit' : 'debit';
    line.rate = rate.toFixed(6);
    line[side] = amount.toFixed(2);
    line[side === 'debit' ? 'credit' : 'debit'] = '0.00';
  }
  refuseIfAny(lang, errors);
}

/**
 * Vouchers (`fa.voucher` with lines `fa.voucherLine`, docs/decisions.md "Vouchers"): every save of
 * a draft, in its transaction, completes the foreign-currency lines and refuses a voucher whose
 * debits and credits differ in the base currency, naming the difference on `lines`; a closed
 * period or an inactive type refuses it too. A confirmed or posted voucher is neither edited nor
 * deleted (409): it moves by the row actions confirm, unconfirm, post, unpost and reverse, each
 * with its own right (voucherStates.ts).
 */
export const voucherRules: EntityRules = {
  deriveDocument: async (ctx, document) => {
    const { lang } = ctx;
    const v = document.values;
    if (ctx.action === 'update') refuseUnlessDraft(lang, v);
    const date = dateOf(v.voucher_date);
    const type = await voucherType(ctx.trx, Number(v.voucher_type_id), ctx.memo);
    if (type && !type.is_active)
      refuseIfAny(lang, { voucher_type_id: [translate(lang, 'fa:voucher.errors.typeInactive')] });
    await refuseClosedPeriod(ctx, date);
    await completeLines(ctx, document, date);
    const { debit, credit } = voucherTotals(document.lines);
    if (!debit.equals(credit)) {
      const key = debit.gt(credit) ? 'fa:voucher.errors.debitsExceed' : 'fa:voucher.errors.creditsExceed';
      refuseIfAny(lang, {
        lines: [translate(lang, key, { amount: formatAmount(debit.minus(credit).abs()) })],
      });
    }
    // The total travels as a JSON number too: no more than fifteen digits (decimalLimit).
    if (debit.gt(decimalLimit(2)))
      refuseIfAny(lang, {
        lines: [
          translate(lang, 'fa:voucher.errors.tooLarge', {
            amount: formatAmount(new Decimal(decimalLimit(2))),
          }),
        ],
      });
    return { status: 'draft', total_debit: debit.toFixed(2), total_credit: credit.toFixed(2) };
  },
  afterWrite: async (ctx, _row, before) => {
    // Deleting goes through here too: only a draft goes (a posted voucher is reversed).
    if (ctx.action === 'delete' && before) {
      refuseUnlessDraft(ctx.lang, before);
      // A draft keeps the number it was confirmed with: deleting it would leave a gap.
      if (before.number)
        throw new HttpError(
          409,
          translate(ctx.lang, 'fa:voucher.errors.numbered', { number: String(before.number) }),
        );
    }
  },
  rowActions: {
    confirm: (ctx, { row, service }) => confirmVoucher(ctx, row, service),
    unconfirm: (ctx, { row, service }) => unconfirmVoucher(ctx, row, service),
    post: (ctx, { row, service }) => postVoucher(ctx, row, service),
    unpost: (ctx, { row, service }) => unpostVoucher(ctx, row, service),
    reverse: (ctx, { row, reason, date, service }) => reverseVoucher(ctx, row, reason, service, date ?? null),
  },
};
