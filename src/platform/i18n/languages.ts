/** The four interface languages (spec section 9). */
export const LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'tw';
export const FALLBACK_LANGUAGE: Language = 'en';

/** BCP 47 tag of each language, for `<html lang>`, Intl formatting and antd/dayjs. */
export const LOCALE_TAGS: Record<Language, string> = {
  tw: 'zh-TW',
  en: 'en-US',
  cn: 'zh-CN',
  jp: 'ja-JP',
};

/** The translation layer's default locale when a tag is needed and none applies. */
export const DEFAULT_LOCALE_TAG = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** @example localeTag('jp') === 'ja-JP'; localeTag('xx') === 'en-US' */
export function localeTag(language: string): string {
  return isLanguage(language) ? LOCALE_TAGS[language] : DEFAULT_LOCALE_TAG;
}
