import { sql } from 'kysely';
import { translate } from '../http/translate';
import type { EntityRules } from '../resources/entityRules';
import { refuseIfAny } from './refuse';

/**
 * Currencies (`fa.currency`): at most one is the base currency, the one the books are kept in.
 * Marking a second is refused, naming the current base: the base changes by unmarking it first
 * (a deliberate step, since every amount of the books is in it).
 */
export const currencyRules: EntityRules = {
  async prepare(ctx, values, before) {
    if (values.is_base !== true || before?.is_base === true) return values;
    const { rows } = await sql<{ code: string }>`
      select code from fa_currencies where is_base and deleted_at is null
      and id <> ${(before?.id as number | undefined) ?? 0} limit 1`.execute(ctx.trx);
    const current = rows[0]?.code;
    if (current)
      refuseIfAny(ctx.lang, {
        is_base: [translate(ctx.lang, 'fa:errors.currency.oneBase', { code: current })],
      });
    return values;
  },
};

/**
 * Exchange rates (`fa.exchangeRate`): base-currency units per one unit of another currency,
 * always more than zero; the base currency itself has no rate (it is 1 by definition).
 */
export const exchangeRateRules: EntityRules = {
  async prepare(ctx, values, before) {
    const errors: Record<string, string[]> = {};
    const rate = values.rate !== undefined ? values.rate : before?.rate;
    if (rate !== undefined && rate !== null && !(Number(rate) > 0))
      errors.rate = [translate(ctx.lang, 'fa:errors.exchangeRate.positive')];
    const currency = values.currency_id ?? before?.currency_id;
    if (typeof currency === 'number') {
      const { rows } = await sql<{ is_base: boolean }>`
        select is_base from fa_currencies where id = ${currency} and deleted_at is null`.execute(ctx.trx);
      if (rows[0]?.is_base) errors.currency_id = [translate(ctx.lang, 'fa:errors.exchangeRate.baseCurrency')];
    }
    refuseIfAny(ctx.lang, errors);
    return values;
  },
};
