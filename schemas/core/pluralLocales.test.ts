import { describe, expect, it } from 'vitest';
import { pluralCategory, pluralLocale, pluralRules, splitPluralKey } from './pluralLocales';

describe('pluralLocales', () => {
  it('maps our codes to the locales whose rules they follow, and leaves other codes alone', () => {
    expect(['tw', 'en', 'cn', 'jp', 'dev'].map(pluralLocale)).toEqual([
      'zh-Hant',
      'en',
      'zh-Hans',
      'ja',
      'dev',
    ]);
  });

  it('gives English one and other, and Chinese and Japanese only other', () => {
    expect([pluralCategory('en', 1), pluralCategory('en', 2), pluralCategory('en', 0)]).toEqual([
      'one',
      'other',
      'other',
    ]);
    for (const code of ['tw', 'cn', 'jp']) {
      expect([pluralCategory(code, 1), pluralCategory(code, 2)]).toEqual(['other', 'other']);
      expect(pluralRules(code).resolvedOptions().pluralCategories).toEqual(['other']);
    }
  });

  it('splits plural keys into family and category', () => {
    expect(splitPluralKey('import.hasErrors_one')).toEqual({ base: 'import.hasErrors', category: 'one' });
    expect(splitPluralKey('list.total_other')).toEqual({ base: 'list.total', category: 'other' });
    expect(splitPluralKey('list.total')).toBeNull();
    expect(splitPluralKey('_other')).toBeNull();
  });
});
