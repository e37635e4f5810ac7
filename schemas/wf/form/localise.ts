import type { LocalisedText } from '../localisedText';

/** The interface languages a form is shown in: the keys of a LocalisedText (`tw` the default). */
export type FormLanguage = keyof LocalisedText;
export const FORM_LANGUAGES: readonly FormLanguage[] = ['tw', 'en', 'cn', 'jp'];

/** A language code as i18next or a request names it → one of ours (unknown: `tw`). */
export function formLanguage(code: string | undefined | null): FormLanguage {
  return FORM_LANGUAGES.includes(code as FormLanguage) ? (code as FormLanguage) : 'tw';
}

/**
 * The text of a designer's label in a language, falling back to `tw` (always present) when the
 * administrator left that language blank.
 * @example localise({ tw: '主旨', en: 'Subject' }, 'jp') === '主旨'
 */
export function localise(text: LocalisedText | undefined, lang: FormLanguage): string {
  if (!text) return '';
  const own = text[lang];
  return own && own.trim() !== '' ? own : text.tw;
}
