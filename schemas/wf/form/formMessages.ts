import cnWf from '../../../locales/cn/wf.json';
import enWf from '../../../locales/en/wf.json';
import jpWf from '../../../locales/jp/wf.json';
import twWf from '../../../locales/tw/wf.json';
import { pluralCategory } from '../../core/pluralLocales';
import type { FormTranslate } from './formProblem';
import type { FormLanguage } from './localise';

// The wf messages bundled with this module, so the server's checks and the designer's save can
// speak the caller's language without the server's translate (schemas/ imports nothing from server/).
const CATALOGUE: Record<FormLanguage, unknown> = { tw: twWf, en: enWf, cn: cnWf, jp: jpWf };

function lookup(messages: unknown, key: string): string | undefined {
  let node = messages;
  for (const step of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, step)) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return typeof node === 'string' ? node : undefined;
}

function find(lang: FormLanguage, key: string, count: unknown): string | undefined {
  const messages = CATALOGUE[lang];
  if (typeof count === 'number') {
    const plural = lookup(messages, `${key}_${pluralCategory(lang, count)}`);
    if (plural !== undefined) return plural;
  }
  return lookup(messages, key);
}

/**
 * A translator of wf messages (`form.errors.required`) in one language, with i18next's
 * `{{name}}` values and plural forms by `count`; English, then the key, when one is missing.
 * @example formTranslator('en')('form.errors.required', { attribute: 'Subject' }) === 'Subject is required.'
 */
export function formTranslator(lang: FormLanguage): FormTranslate {
  return (key, values) => {
    const text = find(lang, key, values.count) ?? find('en', key, values.count) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
