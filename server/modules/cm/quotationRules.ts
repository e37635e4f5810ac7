import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { EntityRules } from '../../resources/entityRules';

const toNumber = (value: unknown, fallback = 0) =>
  value === null || value === undefined ? fallback : Number(value);

/** quantity × unit price less the discount percentage, rounded to cents in integer arithmetic. */
export function lineTotal(quantity: number, unitPrice: number, discountPercent: number): number {
  return Math.round(quantity * unitPrice * (100 - discountPercent)) / 100;
}

/**
 * Recomputes a quotation's subtotal, tax and total from its live lines, in SQL
 * inside the caller's transaction. Tax is per line, by the line's tax category.
 * The quotation's version is not bumped: its header did not change, so a user
 * editing it must not get a conflict because someone added a line.
 */
export async function recomputeQuotationTotals(
  trx: Transaction<Database>,
  quotationId: number,
): Promise<void> {
  await sql`
    update cm_quotations q
    set subtotal = s.subtotal, tax_total = s.tax_total, total = s.subtotal + s.tax_total, updated_at = now()
    from (
      select coalesce(sum(l.line_total), 0) as subtotal,
             coalesce(sum(round(l.line_total * coalesce(tc.rate, 0) / 100, 2)), 0) as tax_total
      from cm_quotation_lines l
      left join cm_tax_categories tc on tc.id = l.tax_category_id
      where l.quotation_id = ${quotationId} and l.deleted_at is null
    ) as s
    where q.id = ${quotationId}`.execute(trx);
}

/** A line takes its product's price and tax category when they are not given, and computes its total. */
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
        if (merged.unit_price === undefined && p.unit_price !== null)
          values.unit_price = Number(p.unit_price);
        if (merged.tax_category_id === undefined) values.tax_category_id = p.tax_category_id;
        if (merged.description === undefined || merged.description === null) values.description = p.name;
      }
    }
    const next = { ...merged, ...values };
    values.line_total = lineTotal(
      toNumber(next.quantity, 1),
      toNumber(next.unit_price),
      toNumber(next.discount),
    );
    return values;
  },
  afterWrite: async (ctx, row, before) => {
    await recomputeQuotationTotals(ctx.trx, row.quotation_id as number);
    // A line moved to another quotation leaves the old one to recompute too.
    if (before && before.quotation_id !== row.quotation_id)
      await recomputeQuotationTotals(ctx.trx, before.quotation_id as number);
  },
};
