import { describe, expect, it } from 'vitest';
import type { EntityDescriptor, LinesDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import {
  draftsOf,
  lineAmount,
  lineErrorsOf,
  linesBody,
  linesTotal,
  moveLine,
  newDraft,
  sameLines,
} from './lineItems';

const child = {
  id: 'cm.quotationLine',
  fields: {
    quotation_id: { type: 'reference', title: 'cm:x', reference: 'cm.quotation', required: true },
    sort: { type: 'integer', title: 'cm:x' },
    description: { type: 'string', title: 'cm:x' },
    quantity: { type: 'decimal', title: 'cm:x', required: true, default: 1 },
    unit_price: { type: 'decimal', title: 'cm:x', required: true },
    discount: { type: 'decimal', title: 'cm:x', default: 0 },
    line_total: { type: 'decimal', title: 'cm:x', readOnly: true, scale: 2 },
  },
} as unknown as EntityDescriptor;
const lines: LinesDescriptor = {
  entity: 'cm.quotationLine',
  field: 'quotation_id',
  order: 'sort',
  columns: ['description', 'quantity', 'unit_price', 'discount', 'line_total'],
  title: 'cm:x',
  amount: {
    field: 'line_total',
    multiply: ['quantity', 'unit_price'],
    lessPercent: 'discount',
    totalTitle: 'cm:x',
  },
};

describe('line items on the web', () => {
  it('compute live amounts and totals in decimal, rounded half up to the scale', () => {
    expect(lineAmount(child, lines, { quantity: '3', unit_price: '0.1' })?.toFixed(2)).toBe('0.30');
    expect(lineAmount(child, lines, { quantity: 1, unit_price: '0.125', discount: 0 })?.toFixed(2)).toBe(
      '0.13',
    );
    expect(lineAmount(child, lines, { quantity: 2, unit_price: 100, discount: '12.5' })?.toFixed(2)).toBe(
      '175.00',
    );
    expect(lineAmount(child, lines, { quantity: 2 })).toBeNull();
    const drafts = [
      { key: 'a', values: { quantity: 1, unit_price: '0.1' } },
      { key: 'b', values: { quantity: 1, unit_price: '0.2' } },
      { key: 'c', values: { quantity: 1 } },
    ];
    expect(linesTotal(child, lines, drafts).toFixed(2)).toBe('0.30');
  });

  it('send the edited columns in order, existing lines by id, without derived values', () => {
    const drafts = draftsOf({
      lines: [{ id: 4, description: 'Old', quantity: 2, unit_price: 5, discount: null, line_total: 10 }],
    });
    const fresh = newDraft(child, lines);
    expect(fresh.values).toEqual({ quantity: 1, discount: 0 });
    fresh.values.unit_price = '0.10';
    fresh.values.description = '';
    const body = linesBody(child, lines, moveLine([...drafts, fresh], 1, 0));
    expect(body).toEqual([
      { quantity: 1, unit_price: 0.1, discount: 0 },
      { id: 4, description: 'Old', quantity: 2, unit_price: 5, discount: null },
    ]);
    expect(
      sameLines(
        child,
        lines,
        drafts,
        draftsOf({ lines: [{ id: 4, description: 'Old', quantity: 2, unit_price: 5 }] }),
      ),
    ).toBe(true);
  });

  it('read the server errors by line and field', () => {
    const errors = lineErrorsOf({
      'lines.2.quantity': ['Too small.'],
      lines: ['Debits must equal credits.'],
      number: ['Taken.'],
    });
    expect(errors.get(2)).toEqual({ quantity: 'Too small.' });
    expect(errors.get(-1)).toEqual({ lines: 'Debits must equal credits.' });
    expect(errors.size).toBe(2);
  });
});
