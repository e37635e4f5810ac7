import { describe, expect, it } from 'vitest';
import { pickRowLabel } from './pickRowLabel';

describe('pickRowLabel', () => {
  it('reads the label of an id-and-label pick row', () => {
    expect(pickRowLabel({ labelField: 'name' }, { id: 3, label: 'Acme' }, 'en')).toBe('Acme');
  });

  it("labels a viewer's whole row by its labelField, an i18nText in the reader's language", () => {
    expect(pickRowLabel({ labelField: 'name' }, { id: 3, name: 'Acme', label: 'other' }, 'en')).toBe('Acme');
    expect(pickRowLabel({ labelField: 'name' }, { id: 4, name: { tw: '病假', en: 'Sick leave' } }, 'en')).toBe(
      'Sick leave',
    );
    expect(pickRowLabel({ labelField: 'name' }, { id: 5, name: '' }, 'en')).toBe('#5');
  });
});
