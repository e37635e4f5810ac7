import Decimal from 'decimal.js';

type Amount = Decimal.Value | null | undefined;

/** A stored or sent amount as a Decimal (empty: 0); never through a binary float. */
export const amountOf = (value: Amount): Decimal =>
  new Decimal(value === null || value === undefined || value === '' ? 0 : String(value));

/**
 * An amount with thousands separators and two decimals, as the balance message names it:
 * `formatAmount(new Decimal('1250'))` is `'1,250.00'`.
 */
export function formatAmount(value: Decimal): string {
  const [whole = '0', cents = '00'] = value.abs().toFixed(2).split('.');
  return `${value.isNegative() ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A line's base amount: the foreign amount × the rate, rounded half away from zero to the base currency's places. */
export const baseAmount = (fxAmount: Amount, rate: Amount, scale: number): Decimal =>
  amountOf(fxAmount).times(amountOf(rate)).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);

/** The totals of a voucher's lines. */
export function voucherTotals(lines: ReadonlyArray<{ debit?: unknown; credit?: unknown }>): {
  debit: Decimal;
  credit: Decimal;
} {
  let debit = new Decimal(0);
  let credit = new Decimal(0);
  for (const line of lines) {
    debit = debit.plus(amountOf(line.debit as Amount));
    credit = credit.plus(amountOf(line.credit as Amount));
  }
  return { debit, credit };
}
