import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reading locales/{language}/{module}.json for the tests that check them (parity between
 * the languages, English plural forms).
 */
export const LOCALE_LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;
export const LOCALES_ROOT = import.meta.dirname;

/** A module's messages flattened to `a.b.c` → text. */
export type Messages = Map<string, string>;

/** Flattens a messages file to `a.b.c` → text; a non-string leaf is kept as '' so it is reported. */
function flatten(value: unknown, prefix: string, into: Messages): Messages {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof value === 'string' ? value : '');
  }
  return into;
}

/** The module's messages in a language; null when the file does not exist. Bad JSON throws. */
export function messagesOf(language: string, module: string): Messages | null {
  const file = join(LOCALES_ROOT, language, `${module}.json`);
  if (!existsSync(file)) return null;
  return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map());
}

/** The folders under locales/ (each should be a language). */
export function localeFolders(): string[] {
  return readdirSync(LOCALES_ROOT).filter((entry) => statSync(join(LOCALES_ROOT, entry)).isDirectory());
}

/** Every module that has a messages file in some folder, sorted. */
export function localeModules(): string[] {
  return [
    ...new Set(
      localeFolders().flatMap((folder) =>
        readdirSync(join(LOCALES_ROOT, folder))
          .filter((file) => file.endsWith('.json'))
          .map((file) => file.slice(0, -'.json'.length)),
      ),
    ),
  ].sort();
}

/** The `{{names}}` a message fills, sorted and joined (repeats kept). */
export function placeholders(text: string, except: readonly string[] = []): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !except.includes(name))
    .sort()
    .join(',');
}
