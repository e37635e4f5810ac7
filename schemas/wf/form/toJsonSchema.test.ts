import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../formDefinition';
import { purchaseRequestExample } from './purchaseRequestExample';
import { toJsonSchema } from './toJsonSchema';
import { toUiSchema } from './toUiSchema';

const form: FormDefinition = {
  fields: [
    { key: 'part', type: 'heading', label: { tw: '基本', en: 'Basics' } },
    {
      key: 'subject',
      type: 'text',
      label: { tw: '主旨', en: 'Subject', jp: '' },
      help: { tw: '簡短說明', en: 'A few words' },
      required: true,
      default: 'Purchase',
    },
    { key: 'amount', type: 'money', label: { tw: '金額' }, scale: 0, default: 100, span: 'full' },
    {
      key: 'kind',
      type: 'select',
      label: { tw: '類別', en: 'Kind' },
      required: true,
      default: 'nope',
      options: [
        { value: 'a', label: { tw: '甲', en: 'A' } },
        { value: 'b', label: { tw: '乙' } },
      ],
    },
    {
      key: 'tags',
      type: 'multiSelect',
      label: { tw: '標籤' },
      required: true,
      options: [{ value: 'x', label: { tw: 'X' } }],
    },
    { key: 'period', type: 'dateRange', label: { tw: '期間' }, required: true },
    { key: 'agree', type: 'checkbox', label: { tw: '同意' }, required: true, default: false },
    { key: 'files', type: 'file', label: { tw: '附件' } },
    { key: 'who', type: 'user', label: { tw: '人員' } },
    {
      key: 'note',
      type: 'textarea',
      label: { tw: '備註' },
      maxLength: 500,
      showWhen: { all: [{ field: 'kind', op: 'eq', value: 'b' }] },
    },
  ],
};

describe('toJsonSchema', () => {
  it('makes a draft-07 object schema in the chosen language, tw where a label is blank', () => {
    const schema = toJsonSchema(form, 'en');
    expect(schema.required).toEqual(['subject', 'kind', 'tags', 'period']);
    expect(schema.properties).toEqual({
      subject: { title: 'Subject', default: 'Purchase', type: 'string', maxLength: 255, minLength: 1 },
      amount: { title: '金額', default: '100', type: 'string', pattern: '^-?[0-9]{1,15}$' },
      kind: { title: 'Kind', type: 'string', enum: ['a', 'b'] },
      tags: {
        title: '標籤',
        type: 'array',
        items: { type: 'string', enum: ['x'] },
        uniqueItems: true,
        minItems: 1,
      },
      period: {
        title: '期間',
        type: 'object',
        properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } },
        required: ['start', 'end'],
      },
      agree: { title: '同意', default: false, type: 'boolean' },
      files: {
        title: '附件',
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: 2147483647 },
        uniqueItems: true,
        maxItems: 10,
      },
      who: { title: '人員', type: 'integer', minimum: 1, maximum: 2147483647 },
    });
    expect(toJsonSchema(form, 'jp').properties).toMatchObject({ subject: { title: '主旨' } });
  });

  it('leaves out a field its condition hides, and puts it back when the condition holds', () => {
    expect(Object.keys(toJsonSchema(form, 'tw', { kind: 'a' }).properties as object)).not.toContain('note');
    expect((toJsonSchema(form, 'tw', { kind: 'b' }).properties as Record<string, unknown>).note).toEqual({
      title: '備註',
      type: 'string',
      maxLength: 500,
    });
  });

  it('makes a table an array of row objects, and a computed field read-only', () => {
    const schema = toJsonSchema(purchaseRequestExample, 'en');
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.items).toEqual({
      title: 'Items',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { title: 'Item', type: 'string', maxLength: 255, minLength: 1 },
          qty: { title: 'Quantity', type: 'number', minimum: 1, maximum: 1e15 },
          price: { title: 'Unit price', type: 'string', pattern: '^-?[0-9]{1,15}(\\.[0-9]{1,2})?$' },
        },
        required: ['name', 'qty', 'price'],
      },
      minItems: 1,
      maxItems: 50,
    });
    expect(properties.total).toEqual({ title: 'Total', type: 'string', readOnly: true });
    expect(properties.reason).toBeUndefined();
  });

  it('is a schema @rjsf/validator-ajv8 validates with', () => {
    const schema = toJsonSchema(purchaseRequestExample, 'en');
    const good = { subject: 'Pens', items: [{ name: 'Pen', qty: 2, price: '3.50' }], total: '7.00' };
    expect(validator.validateFormData(good, schema).errors).toEqual([]);
    const bad = validator.validateFormData(
      { subject: '', items: [{ name: 'Pen', qty: 0, price: '3.555' }] },
      schema,
    );
    expect(bad.errors.map((e) => `${e.property} ${e.name}`).sort()).toEqual([
      '.items.0.price pattern',
      '.items.0.qty minimum',
      '.subject minLength',
    ]);
  });
});

describe('toUiSchema', () => {
  it('labels choices, help and widgets in the chosen language, and lays headings out as sections', () => {
    const ui = toUiSchema(form, 'en');
    expect(ui.subject).toEqual({ 'ui:description': 'A few words' });
    expect(ui.kind).toEqual({ 'ui:enumNames': ['A', '乙'] });
    expect(ui.amount).toEqual({ 'ui:widget': 'wfMoney', 'ui:options': { scale: 0 } });
    expect(ui.period).toEqual({ 'ui:field': 'wfDateRange' });
    expect(ui.files).toEqual({ 'ui:widget': 'wfFile' });
    expect(ui.who).toEqual({ 'ui:widget': 'wfUser' });
    expect(ui['ui:options']).toEqual({
      layout: {
        sections: [
          {
            title: 'Basics',
            fields: ['subject', 'amount', 'kind', 'tags', 'period', 'agree', 'files', 'who', 'note'],
          },
        ],
        spans: {
          subject: 'half',
          amount: 'full',
          kind: 'half',
          tags: 'full',
          period: 'half',
          agree: 'half',
          files: 'full',
          who: 'half',
          note: 'full',
        },
      },
    });
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('gives the table and the computed total their runtime parts', () => {
    const ui = toUiSchema(purchaseRequestExample, 'tw');
    expect(ui.items).toEqual({ 'ui:field': 'wfTable' });
    expect(ui.total).toEqual({ 'ui:widget': 'wfComputed', 'ui:readonly': true, 'ui:options': { scale: 2 } });
    expect(ui.reason).toEqual({
      'ui:description': '總金額超過 100,000 時必填',
      'ui:widget': 'textarea',
      'ui:options': { rows: 4 },
    });
  });
});
