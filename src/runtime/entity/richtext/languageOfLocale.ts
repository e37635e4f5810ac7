import { LOCALE_TAGS } from '../../../platform/i18n/languages';

/**
 * The interface language of a locale tag as formatting receives it (`ja-JP` → `jp`);
 * English for a tag that is none of the four.
 * @example languageOfLocale('zh-TW') // 'tw'
 */
export function languageOfLocale(locale: string): string {
  return Object.entries(LOCALE_TAGS).find(([, tag]) => tag === locale)?.[0] ?? 'en';
}
