import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { EntityRules } from '../../resources/entityRules';

type Amount = Decimal.Value | null | undefined;

const decimal = (value: Amount, fallback: Decimal.Value = 0) =>
  new Decimal(value === null || value === undefined || value === '' ? fallback : String(value));

/** Money is kept to the cent, rounded half away from zero as invoices round. */
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * quantity × unit price less the discount percentage, rounded to cents, in decimal
 * arithmetic (never binary floating point): `lineTotal(1, '0.1', 0)` is exactly `'0.10'`.
 * @returns the amount as a string with two decimals, as numeric(18,2) stores it
 */
export function lineTotal(quantity: Amount, unitPrice: Amount, discountPercent: Amount): string {
  const gross = decimal(quantity, 1).times(decimal(unitPrice));
  return cents(gross.times(new Decimal(100).minus(decimal(discountPercent))).dividedBy(100)).toFixed(2);
}

/**
 * A quotation's totals from its lines: subtotal is the sum of the line totals, tax is
 * per line (its total × its tax category's rate, to the cent), total is their sum.
 * @param rates tax rate in per cent by tax category id
 */
export function quotationTotals(
  lines: ReadonlyArray<{ line_total: Amount; tax_category_id?: unknown }>,
  rates: ReadonlyMap<number, Amount>,
): { subtotal: string; tax_total: string; total: string } {
  let subtotal = new Decimal(0);
  let tax = new Decimal(0);
  for (const line of lines) {
    const amount = decimal(line.line_total);
    subtotal = subtotal.plus(amount);
    const rate = rates.get(line.tax_category_id as number);
    if (rate !== undefined) tax = tax.plus(cents(amount.times(decimal(rate)).dividedBy(100)));
  }
  return { subtotal: subtotal.toFixed(2), tax_total: tax.toFixed(2), total: subtotal.plus(tax).toFixed(2) };
}

/** A line takes its product's price, tax category and name when they are not given, and computes its total. */
export const quotationLineRules: EntityRules = {
  prepare: async (ctx, values, before) => {
    const merged = { ...(before ?? {}), ...values };
    if (values.product_id && (merged.unit_price === undefined || merged.tax_category_id === undefined)) {
      const product = await sql<{ unit_price: string | null; tax_category_id: number | null; name: string }>`
        select unit_price, tax_category_id, name from cm_products where id = ${values.product_id as number}`.execute(
        ctx.trx,
      );
      const p = product.rows[0];
      if (p) {
        if (merged.unit_price === undefined && p.unit_price !== null) values.unit_price = p.unit_price;
        if (merged.tax_category_id === undefined) values.tax_category_id = p.tax_category_id;
        if (merged.description === undefined || merged.description === null) values.description = p.name;
      }
    }
    const next = { ...merged, ...values };
    values.line_total = lineTotal(
      next.quantity as Amount,
      next.unit_price as Amount,
      next.discount as Amount,
    );
    return values;
  },
};

/** The tax rates (per cent) of the lines' tax categories, by id. */
async function taxRatesOf(
  trx: Transaction<Database>,
  lines: ReadonlyArray<Record<string, unknown>>,
): Promise<Map<number, Amount>> {
  const ids = [
    ...new Set(lines.map((l) => l.tax_category_id).filter((id): id is number => typeof id === 'number')),
  ];
  const rates = new Map<number, Amount>();
  if (ids.length === 0) return rates;
  const rows = await sql<{ id: number; rate: string | null }>`
    select id, rate from cm_tax_categories where id in (${sql.join(ids)})`.execute(trx);
  for (const r of rows.rows) rates.set(r.id, r.rate);
  return rates;
}

/** A quotation's subtotal, tax and total, derived from its lines whenever the document is saved. */
export const quotationRules: EntityRules = {
  deriveDocument: async (ctx, document) => {
    const rates = await taxRatesOf(ctx.trx, document.lines);
    return quotationTotals(
      document.lines as ReadonlyArray<{ line_total: Amount; tax_category_id?: unknown }>,
      rates,
    );
  },
};
