import { describe, expect, it } from 'vitest';
import { fallbackOrder, i18nLabel, isI18nText, normaliseI18nText } from './i18nText';

describe('i18nText labels', () => {
  it("orders the reader's language first, then en, tw, cn, jp", () => {
    expect(fallbackOrder('jp')).toEqual(['jp', 'en', 'tw', 'cn']);
    expect(fallbackOrder('en')).toEqual(['en', 'tw', 'cn', 'jp']);
    expect(fallbackOrder('xx')).toEqual(['en', 'tw', 'cn', 'jp']);
  });

  it('shows a jp reader the en text when only en and tw are set, and skips empty languages', () => {
    expect(i18nLabel({ tw: '病假', en: 'Sick leave' }, 'jp')).toBe('Sick leave');
    expect(i18nLabel({ tw: '病假', en: '' }, 'jp')).toBe('病假');
    expect(i18nLabel({ jp: '病気休暇' }, 'cn')).toBe('病気休暇');
    expect(i18nLabel({}, 'tw')).toBe('');
    expect(i18nLabel(null, 'tw')).toBe('');
    expect(i18nLabel('plain', 'tw')).toBe('plain');
  });

  it('recognises only objects of the four languages holding strings', () => {
    expect(isI18nText({ tw: 'a', jp: 'b' })).toBe(true);
    expect(isI18nText({ de: 'a' })).toBe(false);
    expect(isI18nText({ en: 1 })).toBe(false);
    expect(isI18nText(['en'])).toBe(false);
  });

  it('trims languages and drops empty ones, leaving other values to the validator', () => {
    expect(normaliseI18nText({ tw: ' 事假 ', en: '  ', jp: '' })).toEqual({ tw: '事假' });
    expect(normaliseI18nText({ en: 5 })).toEqual({ en: 5 });
    expect(normaliseI18nText('text')).toBe('text');
    expect(normaliseI18nText(null)).toBe(null);
  });
});
