import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from './validateEntityDescriptors';

function voucher(lines: Record<string, unknown>) {
  return {
    id: 'fa.voucher',
    module: 'fa',
    title: 'fa:entities.voucher.title',
    api: '/api/fa/voucher',
    table: 'fa_vouchers',
    permission: 'fa.use.voucher',
    actions: ['view', 'create', 'edit'],
    labelField: 'number',
    fields: { number: { type: 'string', title: 'fa:fields.number', required: true } },
    list: { columns: ['number'], defaultSort: 'number' },
    lines: {
      entity: 'fa.voucherLine',
      field: 'voucher_id',
      order: 'sort',
      columns: ['account', 'debit', 'credit'],
      title: 'fa:lines.title',
      ...lines,
    },
  };
}

function voucherLine(fields: Record<string, unknown> = {}) {
  return {
    id: 'fa.voucherLine',
    module: 'fa',
    title: 'fa:entities.voucherLine.title',
    api: '/api/fa/voucher-line',
    table: 'fa_voucher_lines',
    permission: 'fa.use.voucher',
    actions: ['view'],
    labelField: 'account',
    fields: {
      voucher_id: { type: 'reference', title: 'fa:fields.voucher', reference: 'fa.voucher', required: true },
      sort: { type: 'integer', title: 'fa:fields.sort' },
      account: { type: 'string', title: 'fa:fields.account', required: true },
      debit: { type: 'decimal', title: 'fa:fields.debit' },
      credit: { type: 'decimal', title: 'fa:fields.credit' },
      ...fields,
    },
    list: { columns: ['account'], defaultSort: 'sort' },
  };
}

const check = (...data: unknown[]) =>
  validateEntityDescriptors(data.map((d, i) => ({ file: `file${i}.entity.json`, data: d }))).problems;

describe('the lines of a descriptor', () => {
  it('accept a child that points back, with an integer order and known columns', () => {
    expect(check(voucher({ minItems: 2, maxItems: 500 }), voucherLine())).toEqual([]);
  });

  it('name the file and pointer of each problem', () => {
    const problems = check(
      voucher({
        field: 'account',
        order: 'debit',
        columns: ['account', 'nope', 'sort'],
        minItems: 3,
        maxItems: 2,
        amount: { field: 'account', multiply: ['account'], totalTitle: 'fa:lines.total' },
      }),
      voucherLine(),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: 'file0.entity.json', pointer: '/lines/minItems', message: 'is more than maxItems (2)' },
        {
          file: 'file0.entity.json',
          pointer: '/lines/field',
          message: '"fa.voucherLine.account" must be a reference to "fa.voucher"',
        },
        {
          file: 'file0.entity.json',
          pointer: '/lines/order',
          message: '"fa.voucherLine.debit" must be an integer field',
        },
        {
          file: 'file0.entity.json',
          pointer: '/lines/columns/1',
          message: 'names the field "fa.voucherLine.nope", which does not exist',
        },
        {
          file: 'file0.entity.json',
          pointer: '/lines/amount/field',
          message: '"fa.voucherLine.account" must be a decimal field',
        },
        {
          file: 'file0.entity.json',
          pointer: '/lines/amount/multiply/0',
          message: '"fa.voucherLine.account" must be a numeric field',
        },
      ]),
    );
    // …and `account`, now the back field, is no longer an edited column.
    expect(problems).toContainEqual({
      file: 'file0.entity.json',
      pointer: '/lines/columns/0',
      message: '"account" is set by the server from the document and the lines\' order',
    });
    expect(problems).toHaveLength(7);
  });

  it('refuse an unknown child, and a back reference that is optional', () => {
    expect(check(voucher({ entity: 'fa.nothing' }))).toEqual([
      {
        file: 'file0.entity.json',
        pointer: '/lines/entity',
        message: '"fa.nothing" is not a known entity',
      },
    ]);
    const optional = voucherLine({
      voucher_id: { type: 'reference', title: 'fa:fields.voucher', reference: 'fa.voucher' },
    });
    expect(check(voucher({}), optional)).toEqual([
      {
        file: 'file0.entity.json',
        pointer: '/lines/field',
        message: '"fa.voucherLine.voucher_id" must be required',
      },
    ]);
  });

  it('refuse the order or back field as an edited column, and unknown properties', () => {
    expect(check(voucher({ columns: ['voucher_id', 'account'] }), voucherLine())).toEqual([
      {
        file: 'file0.entity.json',
        pointer: '/lines/columns/0',
        message: '"voucher_id" is set by the server from the document and the lines\' order',
      },
    ]);
    expect(check(voucher({ sum: 'debit' }), voucherLine())).toContainEqual({
      file: 'file0.entity.json',
      pointer: '/lines/sum',
      message: 'is not a known property',
    });
  });
});
