import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormLanguage, formLanguage, localise } from '../../../schemas/wf/form/localise';
import type { LocalisedText } from '../../../schemas/wf/localisedText';
import { localeTag } from '../../../src/platform/i18n/languages';

/** How the sign-off screens write names and times in the interface language. */
export interface WfFormat {
  language: FormLanguage;
  /** BCP 47 tag of the interface language (`zh-TW`). */
  locale: string;
  /** A designer's label in the interface language (tw when that language was left blank). */
  text: (value: LocalisedText | undefined) => string;
  /** An instant as a local date and time (`2026/03/04 13:06`), '' for none. */
  instant: (value: string | null | undefined) => string;
  /** A calendar day `YYYY-MM-DD` in the local format, without a shift through UTC. */
  day: (value: string | null | undefined) => string;
}

/** Formats for a locale (the print view and tests use it without React). */
export function wfFormat(language: string): WfFormat {
  const lang = formLanguage(language);
  const locale = localeTag(language);
  const dateTime = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    language: lang,
    locale,
    text: (value) => localise(value, lang),
    instant: (value) => {
      if (!value) return '';
      const at = new Date(value);
      return Number.isNaN(at.getTime()) ? value : dateTime.format(at);
    },
    day: (value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
      if (!match) return value ?? '';
      return date.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    },
  };
}

/**
 * The sign-off formats in the current interface language.
 * @example const f = useWfFormat(); f.text(row.template.name); f.instant(row.submittedAt)
 */
export function useWfFormat(): WfFormat {
  const { i18n } = useTranslation();
  return useMemo(() => wfFormat(i18n.language), [i18n.language]);
}
