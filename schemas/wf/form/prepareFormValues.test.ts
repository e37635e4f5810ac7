import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../formDefinition';
import { prepareFormValues } from './prepareFormValues';
import { purchaseRequestExample } from './purchaseRequestExample';

const everyType: FormDefinition = {
  fields: [
    { key: 'intro', type: 'heading', label: { tw: '基本資料', en: 'Basics' } },
    { key: 'subject', type: 'text', label: { tw: '主旨', en: 'Subject' }, required: true, maxLength: 10 },
    { key: 'note', type: 'textarea', label: { tw: '說明', en: 'Note' } },
    { key: 'days', type: 'number', label: { tw: '天數', en: 'Days' }, minimum: 0.5, maximum: 30 },
    { key: 'amount', type: 'money', label: { tw: '金額', en: 'Amount' }, minimum: 0, maximum: 1000000 },
    { key: 'on', type: 'date', label: { tw: '日期', en: 'Date' } },
    { key: 'period', type: 'dateRange', label: { tw: '期間', en: 'Period' } },
    { key: 'at', type: 'time', label: { tw: '時間', en: 'Time' } },
    {
      key: 'kind',
      type: 'select',
      label: { tw: '類別', en: 'Kind' },
      options: [
        { value: 'a', label: { tw: '甲' } },
        { value: 'b', label: { tw: '乙' } },
      ],
    },
    {
      key: 'tags',
      type: 'multiSelect',
      label: { tw: '標籤', en: 'Tags' },
      options: [
        { value: 'x', label: { tw: 'X' } },
        { value: 'y', label: { tw: 'Y' } },
      ],
    },
    { key: 'agree', type: 'checkbox', label: { tw: '同意', en: 'I agree' }, required: true },
    { key: 'owner', type: 'user', label: { tw: '負責人', en: 'Owner' } },
    { key: 'dept', type: 'department', label: { tw: '部門', en: 'Department' } },
    { key: 'files', type: 'file', label: { tw: '附件', en: 'Files' }, maxItems: 2 },
    { key: 'fee', type: 'computed', label: { tw: '費用', en: 'Fee' }, formula: 'amount * 0.1' },
  ],
};

const good = {
  subject: '  Trip ',
  note: '',
  days: 2.5,
  amount: '1200.5',
  on: '2025-03-01',
  period: { start: '2025-03-01', end: '2025-03-03' },
  at: '09:30',
  kind: 'a',
  tags: ['x', 'y'],
  agree: true,
  owner: 7,
  dept: 3,
  files: [11, 12],
  fee: '999999',
  intro: 'ignored',
  stray: 'dropped',
};

describe('prepareFormValues', () => {
  it('keeps the form’s own values tidied, money as decimal strings, computed fields worked out', () => {
    const { values, errors } = prepareFormValues(everyType, good, 'en');
    expect(errors).toEqual({});
    expect(values).toEqual({
      subject: 'Trip',
      days: 2.5,
      amount: '1200.50',
      on: '2025-03-01',
      period: { start: '2025-03-01', end: '2025-03-03' },
      at: '09:30',
      kind: 'a',
      tags: ['x', 'y'],
      agree: true,
      owner: 7,
      dept: 3,
      files: [11, 12],
      fee: '120.05',
    });
  });

  it('names each wrong value in the caller’s language', () => {
    const { errors } = prepareFormValues(
      everyType,
      {
        subject: 'far too long a subject',
        days: 40,
        amount: '12.345',
        on: '2025-02-30',
        period: { start: '2025-03-05', end: '2025-03-01' },
        at: '25:00',
        kind: 'c',
        tags: ['x', 'x'],
        agree: false,
        owner: 1.5,
        dept: 'sales',
        files: [1, 2, 3],
      },
      'en',
    );
    expect(errors).toEqual({
      subject: ['Subject must not be longer than 10 characters.'],
      days: ['Days must not be greater than 30.'],
      amount: ['Amount must be an amount with at most 2 decimal places.'],
      on: ['Date must be a date.'],
      period: ['The end of Period must not be before its start.'],
      at: ['Time must be a time such as 09:30.'],
      kind: ['The selected Kind is not one of its choices.'],
      tags: ['Tags is not valid.'],
      agree: ['I agree must be ticked.'],
      owner: ['Owner is not a valid choice.'],
      dept: ['Department is not a valid choice.'],
      files: ['Files must not have more than 2 files.'],
    });
  });

  it('asks for required values, in Chinese by default', () => {
    const { errors } = prepareFormValues(everyType, { subject: '   ' });
    expect(errors).toEqual({ subject: ['主旨為必填。'], agree: ['請勾選同意。'] });
  });

  it('checks money bounds as decimals', () => {
    const { errors } = prepareFormValues(everyType, { ...good, amount: '-0.01' }, 'en');
    expect(errors).toEqual({ amount: ['Amount must be at least 0.'] });
    expect(prepareFormValues(everyType, { ...good, amount: 1000000.01 }, 'en').errors).toEqual({
      amount: ['Amount must not be greater than 1000000.'],
    });
  });

  it('wants both ends of a date range', () => {
    const { errors } = prepareFormValues(everyType, { ...good, period: { start: '2025-03-01' } }, 'jp');
    expect(errors).toEqual({ period: ['期間は必須です。'] });
  });

  it('keys table cells as table.row.column and works the total out from the rows', () => {
    const { values, errors } = prepareFormValues(
      purchaseRequestExample,
      {
        subject: 'Laptops',
        items: [
          { name: 'Laptop', qty: 2, price: '35000' },
          { name: 'Mouse', qty: 0, price: 'cheap' },
          { qty: 1, price: '10' },
        ],
        total: '1',
      },
      'en',
    );
    expect(errors).toEqual({
      'items.1.qty': ['Quantity must be at least 1.'],
      'items.1.price': ['Unit price must be an amount with at most 2 decimal places.'],
      'items.2.name': ['Item is required.'],
    });
    expect(values.items).toEqual([
      { name: 'Laptop', qty: 2, price: '35000.00' },
      { name: 'Mouse', qty: 0, price: 'cheap' },
      { qty: 1, price: '10.00' },
    ]);
  });

  it('drops a hidden field and requires it once its condition holds', () => {
    const small = prepareFormValues(
      purchaseRequestExample,
      { subject: 'Pens', items: [{ name: 'Pen', qty: 10, price: '12.5' }], reason: 'not asked for' },
      'en',
    );
    expect(small.errors).toEqual({});
    expect(small.values).toEqual({
      subject: 'Pens',
      items: [{ name: 'Pen', qty: 10, price: '12.50' }],
      total: '125.00',
    });
    const large = prepareFormValues(
      purchaseRequestExample,
      { subject: 'Servers', items: [{ name: 'Server', qty: 2, price: '60000' }] },
      'en',
    );
    expect(large.values.total).toBe('120000.00');
    expect(large.errors).toEqual({ reason: ['Reason is required.'] });
  });

  it('refuses a missing table and too many rows', () => {
    expect(prepareFormValues(purchaseRequestExample, { subject: 'x', items: [] }, 'en').errors).toEqual({
      items: ['Items is required.'],
    });
    const rows = Array.from({ length: 51 }, () => ({ name: 'a', qty: 1, price: '1' }));
    expect(prepareFormValues(purchaseRequestExample, { subject: 'x', items: rows }, 'en').errors).toEqual({
      items: ['Items must not have more than 50 rows.'],
    });
  });

  it('answers a body that is not an object as if it were empty', () => {
    expect(prepareFormValues(purchaseRequestExample, 'junk', 'en').errors).toEqual({
      subject: ['Subject is required.'],
      items: ['Items is required.'],
    });
  });
});
