import { describe, expect, it } from 'vitest';
import { formValuesText } from '../textSearch/recordText';
import { formDefinitionErrors } from './formDefinitionErrors';

describe('the check of a formDefinition field', () => {
  it('passes a form the designer could save, and an empty one', () => {
    expect(
      formDefinitionErrors(
        {
          fields: [{ key: 'party', type: 'text', label: { tw: '對方', en: 'Counterparty' }, required: true }],
        },
        'en',
      ),
    ).toEqual([]);
    expect(formDefinitionErrors({ fields: [] }, 'en')).toEqual([]);
  });

  it('names the form field a shape error is about, in the caller’s language', () => {
    const errors = formDefinitionErrors(
      {
        fields: [
          { key: 'party', type: 'text', label: { tw: '對方', en: '' } },
          { key: 'Bad key', label: { tw: '乙' } },
        ],
      },
      'en',
    );
    expect(errors.some((e) => e.startsWith('Field “乙”: '))).toBe(true);
    expect(formDefinitionErrors({}, 'en')).toEqual([expect.stringContaining('fields')]);
    expect(formDefinitionErrors('a form', 'tw')).toHaveLength(1);
  });

  it('says what the designer’s save says of a form’s own rules, and refuses file fields', () => {
    expect(
      formDefinitionErrors(
        {
          fields: [
            { key: 'total', type: 'computed', label: { tw: '總計', en: 'Total' }, formula: 'qty *' },
            { key: 'scan', type: 'file', label: { tw: '掃描檔', en: 'Scan' } },
          ],
          titleField: 'nothing',
        },
        'en',
      ),
    ).toEqual([
      'The formula of Total is not valid at character 6.',
      'The title field nothing is not a field of this form.',
      'Scan: a form here cannot have file fields; attach files to the record itself.',
    ]);
  });
});

describe('the search text of a form’s values', () => {
  it('keeps the texts, table cells included, and leaves numbers and ticks out', () => {
    expect(
      formValuesText({
        party: '台灣精密工業',
        amount: '1200.50',
        count: 3,
        signed: true,
        items: [{ name: 'Lathe', qty: 2 }],
        blank: '  ',
      }),
    ).toEqual(['台灣精密工業', '1200.50', 'Lathe']);
  });
});
