import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every user-visible string exists in all four languages (DESIGN.md section 9). This
// scans every locales/{language}/{module}.json, the server's files included.
const LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;
const root = import.meta.dirname;

type Messages = Map<string, string>;

/** Flattens a messages file to `a.b.c` → text; a non-string leaf is kept as '' so it is reported. */
function flatten(value: unknown, prefix: string, into: Messages): Messages {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof value === 'string' ? value : '');
  }
  return into;
}

function fileOf(language: string, module: string): string {
  return join(root, language, `${module}.json`);
}

/** The module's messages in a language; null when the file does not exist. Bad JSON fails the test. */
function messagesOf(language: string, module: string): Messages | null {
  const file = fileOf(language, module);
  if (!existsSync(file)) return null;
  return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map());
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
}

const folders = readdirSync(root).filter((entry) => statSync(join(root, entry)).isDirectory());
const modules = [
  ...new Set(
    folders.flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length)),
    ),
  ),
].sort();

describe('locale files', () => {
  it('exist only for the four languages', () => {
    expect([...folders].sort()).toEqual([...LANGUAGES].sort());
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

    it('has every key in every language', () => {
      const all = new Set([...byLanguage.values()].flatMap((messages) => [...(messages?.keys() ?? [])]));
      const problems: string[] = [];
      for (const language of LANGUAGES) {
        const messages = byLanguage.get(language);
        for (const key of all)
          if (!messages?.has(key)) problems.push(`${language}/${module}.json lacks "${key}"`);
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
          const expected = reference?.get(key);
          if (expected !== undefined && placeholders(text) !== placeholders(expected)) {
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
