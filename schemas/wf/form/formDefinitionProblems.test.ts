import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../formDefinition';
import { formDefinitionProblems } from './formDefinitionProblems';
import { purchaseRequestExample } from './purchaseRequestExample';

const label = (en: string) => ({ tw: en, en });

describe('formDefinitionProblems', () => {
  it('finds nothing wrong with the worked example', () => {
    expect(formDefinitionProblems(purchaseRequestExample, 'en')).toEqual([]);
  });

  it('names duplicate keys, missing choices and columns, bad limits and an unknown title field', () => {
    const form: FormDefinition = {
      titleField: 'nothing',
      fields: [
        { key: 'a', type: 'text', label: label('A') },
        { key: 'a', type: 'number', label: label('A2'), minimum: 5, maximum: 1 },
        { key: 'kind', type: 'select', label: label('Kind') },
        {
          key: 'tags',
          type: 'multiSelect',
          label: label('Tags'),
          options: [
            { value: 'x', label: label('X') },
            { value: 'x', label: label('X again') },
          ],
        },
        { key: 'rows', type: 'table', label: label('Rows'), minRows: 5, maxRows: 2 },
        {
          key: 'lines',
          type: 'table',
          label: label('Lines'),
          columns: [
            { key: 'c', type: 'select', label: label('C') },
            { key: 'c', type: 'text', label: label('C2') },
          ],
        },
      ],
    };
    expect(formDefinitionProblems(form, 'en')).toEqual([
      'Two fields have the key a.',
      'The minimum of A2 is greater than its maximum.',
      'Kind needs choices.',
      'Tags lists the choice x twice.',
      'The table Rows needs columns.',
      'The table Rows asks for more rows at least than it allows at most.',
      'Lines / C needs choices.',
      'The table Lines has two columns with the key c.',
      'The title field nothing is not a field of this form.',
    ]);
  });

  it('checks formulas: syntax, unknown and non-numeric fields, one table per sum, cycles', () => {
    const form: FormDefinition = {
      fields: [
        { key: 'note', type: 'text', label: label('Note') },
        { key: 'qty', type: 'number', label: label('Qty') },
        {
          key: 'items',
          type: 'table',
          label: label('Items'),
          columns: [
            { key: 'price', type: 'money', label: label('Price') },
            { key: 'name', type: 'text', label: label('Name') },
          ],
        },
        {
          key: 'others',
          type: 'table',
          label: label('Others'),
          columns: [{ key: 'price', type: 'money', label: label('Price') }],
        },
        { key: 'f1', type: 'computed', label: label('F1'), formula: 'qty * (2 +' },
        { key: 'f2', type: 'computed', label: label('F2'), formula: 'note + missing + sum(items.name)' },
        { key: 'f3', type: 'computed', label: label('F3'), formula: 'sum(items.price * others.price)' },
        { key: 'f4', type: 'computed', label: label('F4') },
        { key: 'f5', type: 'computed', label: label('F5'), formula: 'f6 + 1' },
        { key: 'f6', type: 'computed', label: label('F6'), formula: 'f5 * 2' },
        { key: 'f7', type: 'computed', label: label('F7'), formula: 'items.price' },
      ],
    };
    expect(formDefinitionProblems(form, 'en')).toEqual([
      'The formula of F1 is not valid at character 11.',
      'The formula of F2 reads note, which is not a number or an amount.',
      'The formula of F2 reads missing, which is not a field of this form.',
      'The formula of F2 reads items.name, which is not a number or an amount.',
      'A sum in the formula of F3 may read only one table.',
      'F4 needs a formula.',
      'The formula of F7 is not valid at character 1.',
      'The formula of F5 depends on its own result.',
      'The formula of F6 depends on its own result.',
    ]);
  });

  it('checks that conditions read fields of the form, in the chosen language', () => {
    const form: FormDefinition = {
      fields: [
        { key: 'part', type: 'heading', label: { tw: '段落' } },
        {
          key: 'why',
          type: 'text',
          label: { tw: '原因' },
          showWhen: {
            any: [
              { field: 'amount', op: 'gt', value: 1 },
              { field: 'part', op: 'empty' },
              { field: 'why', op: 'notEmpty' },
            ],
          },
        },
      ],
    };
    expect(formDefinitionProblems(form)).toEqual([
      '原因的顯示條件用到 amount，但表單沒有這個欄位。',
      '原因的顯示條件用到 part，但表單沒有這個欄位。',
      '原因的顯示條件不能依據它自己。',
    ]);
  });
});
