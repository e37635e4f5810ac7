import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../testing/initTestI18n';
import { applyLocalePluralRules } from './applyLocalePluralRules';
import { i18n } from './i18n';

beforeAll(async () => {
  await initTestI18n('en');
  // English has both forms; Chinese and Japanese keep one, as the locale files do: the
  // plain key (tw, cn) or, as i18next would name it for them, `_other` (jp).
  const messages = {
    en: { problems_one: '{{count}} problem', problems_other: '{{count}} problems' },
    tw: { problems: '{{count}} 個問題' },
    cn: { problems: '{{count}} 个问题' },
    jp: { problems_other: '{{count}} 件の問題' },
  };
  for (const [language, bundle] of Object.entries(messages))
    i18n.addResourceBundle(language, 'pluralTest', bundle, true, true);
});

describe('applyLocalePluralRules', () => {
  it('picks the English _one form for 1 and _other for 2 and 0', () => {
    const t = i18n.getFixedT('en', 'pluralTest');
    expect(t('problems', { count: 1 })).toBe('1 problem');
    expect(t('problems', { count: 2 })).toBe('2 problems');
    expect(t('problems', { count: 0 })).toBe('0 problems');
  });

  it.each([
    ['tw', '個問題'],
    ['cn', '个问题'],
    ['jp', '件の問題'],
  ])('gives %s its single form for 1 and 2, never the English fallback', (language, word) => {
    const t = i18n.getFixedT(language, 'pluralTest');
    expect(t('problems', { count: 1 })).toBe(`1 ${word}`);
    expect(t('problems', { count: 2 })).toBe(`2 ${word}`);
  });

  it('asks for the suffixes of the real locale: _other only in Chinese and Japanese', () => {
    const resolver = i18n.services.pluralResolver as { getSuffix(code: string, count: number): string };
    expect(['tw', 'en', 'cn', 'jp'].map((code) => resolver.getSuffix(code, 1))).toEqual([
      '_other',
      '_one',
      '_other',
      '_other',
    ]);
  });

  it('works on any initialised instance, and applying it twice changes nothing', async () => {
    const other = i18next.createInstance();
    await other.init({
      lng: 'jp',
      fallbackLng: 'en',
      resources: {
        en: { translation: { problems_one: '{{count}} problem', problems_other: '{{count}} problems' } },
        jp: { translation: { problems_other: '{{count}} 件の問題' } },
      },
    });
    applyLocalePluralRules(other);
    applyLocalePluralRules(other);
    expect(other.t('problems', { count: 1 })).toBe('1 件の問題');
    expect(other.t('problems', { count: 1, lng: 'en' })).toBe('1 problem');
  });
});
