import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluralCategory } from '../../schemas/core/pluralLocales';

/** The four interface languages; `tw` is the default and `en` the fallback. */
export const LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tw';
export const FALLBACK_LANGUAGE: Language = 'en';

type Messages = Record<string, unknown>;
export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

/** Reads every locales/{lang}/{module}.json once: the same files the web fetches through /lang. */
function loadCatalogue(): Map<string, Record<Language, Messages>> {
  const modules = new Map<string, Record<Language, Messages>>();
  for (const lang of LANGUAGES) {
    const dir = path.join(LOCALES_DIR, lang);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const name = file.slice(0, -'.json'.length);
      const entry = modules.get(name) ?? ({ tw: {}, en: {}, cn: {}, jp: {} } as Record<Language, Messages>);
      entry[lang] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages;
      modules.set(name, entry);
    }
  }
  return modules;
}

let catalogue: Map<string, Record<Language, Messages>> | undefined;
export function localeCatalogue(): Map<string, Record<Language, Messages>> {
  catalogue ??= loadCatalogue();
  return catalogue;
}

/** Maps an Accept-Language value (our codes or standard tags) to one of the four languages. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
    if (tag === 'zh-tw' || tag === 'zh-hant' || tag === 'zh-hk' || tag.startsWith('zh-hant')) return 'tw';
    if (tag.startsWith('zh')) return 'cn';
    if (tag.startsWith('ja')) return 'jp';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const step of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, step)) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The message for `key` in one language's messages. With a numeric `count` the plural form
 * of that language's rules comes first (`key_one`, `key_other`: English has both; Chinese
 * and Japanese have only `other`), then the plain key, as i18next does on the web.
 *
 * @example findMessage({ n_one: '1 row', n_other: '{{count}} rows' }, 'en', 'n', 2) === '{{count}} rows'
 */
export function findMessage(
  messages: Messages | undefined,
  lang: Language,
  key: string,
  count: unknown,
): string | undefined {
  if (typeof count === 'number') {
    const plural = lookup(messages, `${key}_${pluralCategory(lang, count)}`);
    if (plural !== undefined) return plural;
  }
  return lookup(messages, key);
}

/**
 * Translates `module:key.path` for a language, with i18next-style `{{name}}` values; a
 * numeric `count` value picks the plural form. Falls back to English (with English plural
 * rules), then to the key itself, so a missing string is visible, not fatal.
 *
 * @example translate('tw', 'auth:login.failed'); translate('en', 'notifications:sent', { count: 1 })
 */
export function translate(
  lang: Language,
  fullKey: string,
  values: Record<string, string | number> = {},
): string {
  const [module, key] = fullKey.includes(':')
    ? (fullKey.split(':', 2) as [string, string])
    : ['common', fullKey];
  const entry = localeCatalogue().get(module);
  const text =
    findMessage(entry?.[lang], lang, key, values.count) ??
    findMessage(entry?.[FALLBACK_LANGUAGE], FALLBACK_LANGUAGE, key, values.count) ??
    fullKey;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
