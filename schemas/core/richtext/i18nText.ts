/**
 * User-created labels in the four interface languages (`i18nText` fields): a leave type's
 * name, a category's title. Stored as one jsonb object `{tw, en, cn, jp}`, any language
 * may be missing; shown in the reader's language with a fixed fallback order.
 * Shared by the server (serialisation, sort, search) and the web (widget, lists).
 */

/** The languages a label holds, in the order the runtime lists them. */
export const LABEL_LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];
export type I18nText = Partial<Record<LabelLanguage, string>>;

/** What a field's value maxLength is per language when the descriptor names none. */
export const DEFAULT_I18N_TEXT_MAX_LENGTH = 255;

/**
 * The order in which a reader in `lang` is shown a label's languages: their own, then
 * English (the product's fallback language), then Traditional Chinese (the default
 * interface language, what a Taiwanese administrator most often types), then the rest.
 * @example fallbackOrder('jp') // ['jp', 'en', 'tw', 'cn']
 */
export function fallbackOrder(lang: string): LabelLanguage[] {
  const first = (LABEL_LANGUAGES as readonly string[]).includes(lang) ? [lang as LabelLanguage] : [];
  const rest: LabelLanguage[] = ['en', 'tw', 'cn', 'jp'];
  return [...first, ...rest.filter((l) => l !== lang)];
}

/** Whether `value` looks like a stored label object (only our language keys, string values). */
export function isI18nText(value: unknown): value is I18nText {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([k, v]) => (LABEL_LANGUAGES as readonly string[]).includes(k) && typeof v === 'string',
  );
}

/**
 * A label in the reader's language, falling back as `fallbackOrder` says; '' when it
 * holds no text at all (or is not a label).
 * @example i18nLabel({ en: 'Sick leave', tw: '病假' }, 'jp') // 'Sick leave'
 */
export function i18nLabel(value: unknown, lang: string): string {
  if (!isI18nText(value)) return typeof value === 'string' ? value : '';
  for (const l of fallbackOrder(lang)) {
    const text = value[l];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return '';
}

/**
 * A label as stored: each language trimmed, empty ones left out, so "no text" has
 * one form and `required` means "at least one language" (docs/decisions.md).
 * Values that are not plain objects are returned unchanged for the validator to refuse.
 * @example normaliseI18nText({ tw: ' 病假 ', en: '' }) // { tw: '病假' }
 */
export function normaliseI18nText(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') {
      const text = v.trim();
      if (text !== '') out[k] = text;
    } else out[k] = v;
  }
  return out;
}
