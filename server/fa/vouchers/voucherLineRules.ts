import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { refuseIfAny } from '../refuse';
import { amountOf } from './voucherAmounts';
import { accountsById } from './voucherBooks';

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * A voucher line (`fa.voucherLine`), checked on its own in every save of its voucher: exactly one
 * of debit and credit is above zero (a foreign-currency line marks its side so; its amount is then
 * the foreign amount × the rate, set by the voucher's rule, which knows the date); the account is
 * live, postable and active, with the department and the customer or vendor it needs; a line
 * names a customer or a vendor, not both. Errors sit on the line's fields (`lines.{i}.{field}`).
 */
export const voucherLineRules: EntityRules = {
  prepare: async (ctx, values, before) => {
    const { lang } = ctx;
    const line = { ...(before ?? {}), ...values };
    const errors: Record<string, string[]> = {};
    const debit = amountOf(line.debit as string);
    const credit = amountOf(line.credit as string);
    if (debit.gt(0) && credit.gt(0)) errors.debit = [translate(lang, 'fa:voucher.errors.bothSides')];
    else if (!debit.gt(0) && !credit.gt(0)) errors.debit = [translate(lang, 'fa:voucher.errors.noSide')];
    const account = (await accountsById(ctx.trx, [Number(line.account_id)], ctx.memo)).get(
      Number(line.account_id),
    );
    // A missing account is the reference check's to name.
    if (account) {
      const code = account.code;
      if (!account.is_postable) errors.account_id = [translate(lang, 'fa:voucher.errors.heading', { code })];
      else if (!account.is_active)
        errors.account_id = [translate(lang, 'fa:voucher.errors.inactive', { code })];
      if (account.needs_department && !given(line.department_id))
        errors.department_id = [translate(lang, 'fa:voucher.errors.needsDepartment', { code })];
      if (account.needs_partner && !given(line.customer_id) && !given(line.vendor_id))
        errors.customer_id = [translate(lang, 'fa:voucher.errors.needsPartner', { code })];
    }
    if (given(line.customer_id) && given(line.vendor_id))
      errors.vendor_id = [translate(lang, 'fa:voucher.errors.twoPartners')];
    refuseIfAny(lang, errors);
    return { ...values, debit: debit.toFixed(2), credit: credit.toFixed(2) };
  },
};
