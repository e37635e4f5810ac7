import { describe, expect, it } from 'vitest';
import { pluralLocale, pluralRules, splitPluralKey } from '../schemas/core/pluralLocales';
import {
  LOCALE_LANGUAGES as LANGUAGES,
  localeFolders,
  localeModules,
  messagesOf,
  placeholders,
} from './localeMessages';

// Every user-visible string exists in all four languages (DESIGN.md section 9). This
// scans every locales/{language}/{module}.json, the server's files included.
//
// A message may have plural forms (`x_one`, `x_other`: i18next's names, which the server's
// translate() reads too). They stand for the message `x`: English has `x_one` and `x_other`
// where Chinese and Japanese have one form, `x` (or `x_other`), because their plural rules
// (schemas/core/pluralLocales.ts) have only `other`.

/** The message a key belongs to: `x` for `x`, `x_one` and `x_other`. */
const familyOf = (key: string): string => splitPluralKey(key)?.base ?? key;

const modules = localeModules();

describe('locale files', () => {
  it('exist only for the four languages', () => {
    expect([...localeFolders()].sort()).toEqual([...LANGUAGES].sort());
  });

  it('include the web modules', () => {
    expect(modules).toEqual(expect.arrayContaining(['common', 'general']));
  });

  describe.each(modules)('module %s', (module) => {
    const byLanguage = new Map(LANGUAGES.map((language) => [language, messagesOf(language, module)]));

    it('exists in every language', () => {
      const missing = LANGUAGES.filter((language) => byLanguage.get(language) === null);
      expect(missing.map((language) => `${language}/${module}.json`)).toEqual([]);
    });

    it('has every message in every language, plural forms counting as their message', () => {
      const families = new Map(
        LANGUAGES.map((language) => [
          language,
          new Set([...(byLanguage.get(language)?.keys() ?? [])].map(familyOf)),
        ]),
      );
      const all = new Set([...families.values()].flatMap((keys) => [...keys]));
      const problems: string[] = [];
      for (const language of LANGUAGES) {
        for (const family of all)
          if (!families.get(language)?.has(family))
            problems.push(`${language}/${module}.json lacks "${family}"`);
      }
      expect(problems).toEqual([]);
    });

    it('has exactly the plural forms of each language’s rules, never beside the plain key', () => {
      const problems: string[] = [];
      for (const [language, messages] of byLanguage) {
        const categories: readonly string[] = pluralRules(language).resolvedOptions().pluralCategories;
        const forms = new Map<string, Set<string>>();
        for (const key of messages?.keys() ?? []) {
          const split = splitPluralKey(key);
          if (split) forms.set(split.base, (forms.get(split.base) ?? new Set()).add(split.category));
        }
        for (const [family, present] of forms) {
          const where = `${language}/${module}.json "${family}"`;
          for (const category of present)
            if (!categories.includes(category))
              problems.push(
                `${where}: ${pluralLocale(language)} has no "${category}" form, so _${category} is never used`,
              );
          const missing = categories.filter((category) => !present.has(category));
          if (missing.length > 0)
            problems.push(`${where} lacks the ${missing.map((c) => `_${c}`).join(', ')} form`);
          if (messages?.has(family)) problems.push(`${where} has both the plain key and plural forms`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('has no empty message', () => {
      const empty: string[] = [];
      for (const [language, messages] of byLanguage) {
        for (const [key, text] of messages ?? []) {
          if (text.trim() === '') empty.push(`${language}/${module}.json "${key}"`);
        }
      }
      expect(empty).toEqual([]);
    });

    it('uses the same {{placeholders}} in every language', () => {
      const reference = byLanguage.get('en') ?? null;
      const problems: string[] = [];
      for (const [language, messages] of byLanguage) {
        for (const [key, text] of messages ?? []) {
          const split = splitPluralKey(key);
          const family = split?.base ?? key;
          // English's `_other` form is the reference of every form of the message.
          const expected = reference?.get(`${family}_other`) ?? reference?.get(family);
          // A singular form may spell its number out ("your last password").
          const except = split && split.category !== 'other' ? ['count'] : [];
          if (expected !== undefined && placeholders(text, except) !== placeholders(expected, except)) {
            problems.push(
              `${language}/${module}.json "${key}" has {{${placeholders(text)}}}, en has {{${placeholders(expected)}}}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
