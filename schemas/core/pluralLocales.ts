/**
 * Plural rules of the interface languages, shared by the web (i18next) and the server
 * (translate), so both pick the same form of a message.
 *
 * Our language codes are not BCP 47: to Intl.PluralRules `tw` is Twi, and `cn` and `jp`
 * are no languages at all (they resolve to the runtime's default locale, English, which
 * would ask Japanese for a `_one` form it never has). Each code maps to the locale whose
 * CLDR rules it follows.
 */
export const PLURAL_LOCALES = { tw: 'zh-Hant', en: 'en', cn: 'zh-Hans', jp: 'ja' } as const;

export type PluralLanguage = keyof typeof PLURAL_LOCALES;

/** Every CLDR plural category, in CLDR's order: the suffixes of `key_one`, `key_other`... */
export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = [
  'zero',
  'one',
  'two',
  'few',
  'many',
  'other',
];

/**
 * The locale whose plural rules a language code follows; other codes pass through.
 * @example pluralLocale('jp') === 'ja'; pluralLocale('dev') === 'dev'
 */
export function pluralLocale(code: string): string {
  return Object.hasOwn(PLURAL_LOCALES, code) ? PLURAL_LOCALES[code as PluralLanguage] : code;
}

const rulesByLocale = new Map<string, Intl.PluralRules>();

/** The (cached) cardinal plural rules of a language code. */
export function pluralRules(code: string): Intl.PluralRules {
  const locale = pluralLocale(code);
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/**
 * The plural category of a count in a language: the suffix of the message form to use.
 * @example pluralCategory('en', 1) === 'one'; pluralCategory('jp', 1) === 'other'
 */
export function pluralCategory(code: string, count: number): Intl.LDMLPluralRule {
  return pluralRules(code).select(count);
}

/**
 * A message key split into its family and plural category; null when it has no plural suffix.
 * @example splitPluralKey('import.hasErrors_one') // { base: 'import.hasErrors', category: 'one' }
 */
export function splitPluralKey(key: string): { base: string; category: Intl.LDMLPluralRule } | null {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  if (!match) return null;
  return { base: match[1]!, category: match[2] as Intl.LDMLPluralRule };
}
