import { LANGUAGES, type Language, translate } from '../http/translate';
import type { OwnerIndex, OwnerKind } from './ownerIndex';

/** Between the owners of a readable list. Names never hold it: such an owner is written as its reference. */
export const OWNER_TEXT_SEPARATOR = '; ';

const REFERENCE = /^[dgu][1-9][0-9]{0,8}$/;
const WORDS = ['all', 'subject'] as const;
/** A stored list, as the entity rules read it (server/sc/notifyRules/ownerList.ts). */
const STORED_ITEMS = /[\s,;]+/;
/** Between the owners of a typed list: the half- and full-width semicolons, or a new line. */
const TEXT_ITEMS = /[;；\n]/;
const KIND_KEYS: Record<OwnerKind, string> = {
  d: 'resources:ownerText.department',
  g: 'resources:ownerText.group',
  u: 'resources:ownerText.user',
};
const WORD_KEYS = { all: 'entity:owners.all', subject: 'entity:owners.subject' } as const;

/** The owner a typed item names, or why it names none. */
export type OwnerTextProblem = { kind: 'missing' | 'ambiguous'; item: string };

const isStoredToken = (token: string) =>
  REFERENCE.test(token) || (WORDS as readonly string[]).includes(token);

/** Words of every language, lower-cased, to what they stand for. */
function wordsOfAllLanguages<T extends string>(keys: Record<T, string>): Map<string, T> {
  const out = new Map<string, T>();
  for (const lang of LANGUAGES)
    for (const [value, k] of Object.entries(keys) as Array<[T, string]>)
      out.set(translate(lang, k).trim().toLowerCase(), value);
  return out;
}

let kindWords: Map<string, OwnerKind> | undefined;
let listWords: Map<string, (typeof WORDS)[number]> | undefined;

/** The readable label of one reference, or null when no label reads back to it unambiguously. */
function labelOf(token: string, index: OwnerIndex, lang: Language): string | null {
  const kind = token[0] as OwnerKind;
  const id = Number(token.slice(1));
  const candidates: string[] = [];
  if (kind === 'u') {
    const user = index.user.get(id);
    if (user) candidates.push(`${user.name} (${user.account})`);
  } else if (kind === 'g') {
    const group = index.group.get(id);
    if (group) candidates.push(group.name);
  } else {
    const department = index.department.get(id);
    // Names repeat across departments ("Sales" in two branches): the code, else the path, tells them apart.
    if (department?.code) candidates.push(`${department.name} (${department.code})`);
    if (department) candidates.push(department.name, department.path);
  }
  const word = translate(lang, KIND_KEYS[kind]);
  for (const candidate of candidates) {
    const clean = candidate.trim();
    if (clean === '' || TEXT_ITEMS.test(clean)) continue;
    // What the import would read back must be this very owner.
    if (index.resolve(kind, clean) === token) return `${word}: ${clean}`;
  }
  return null;
}

/**
 * A stored owner list (`d3,g2,u7`, `all`, `subject,d3`) as people read it, in `lang`:
 * `Department: Sales (SAL); Group: Managers; User: Ada Lovelace (ada)`, `Everyone`.
 * Each label is one the import reads back to the same owner (readOwnerListText); an owner
 * no label names unambiguously (deleted since, or a name with a semicolon) stays its
 * reference, which the import also reads.
 *
 * @example writeOwnerListText('d3,u7', index, 'en') // 'Department: Sales (SAL); User: Ada Lovelace (ada)'
 */
export function writeOwnerListText(stored: string, index: OwnerIndex, lang: Language): string {
  return stored
    .toLowerCase()
    .split(STORED_ITEMS)
    .filter((token) => token !== '')
    .map((token) => {
      if (token === 'all' || token === 'subject') return translate(lang, WORD_KEYS[token]);
      return (REFERENCE.test(token) && labelOf(token, index, lang)) || token;
    })
    .join(OWNER_TEXT_SEPARATOR);
}

/** An item's kind prefix ("Department:", "部門：") in any language, and the name after it. */
function splitKind(item: string): { kind: OwnerKind | undefined; name: string } {
  kindWords ??= wordsOfAllLanguages(KIND_KEYS);
  const match = /^([^:：]{1,40})[:：](.*)$/s.exec(item);
  const kind = match ? kindWords.get(match[1]!.trim().toLowerCase()) : undefined;
  return kind ? { kind, name: match![2]!.trim() } : { kind: undefined, name: item };
}

/**
 * Reads an owner list as written by writeOwnerListText, in any of the four languages, or
 * as stored (`d3,u7`, `all`), or a mix (`Department: Sales (SAL); u7`), into the stored
 * spelling the entity's rules check (lower case, comma-separated, each once). An item
 * without a kind may name an owner of any kind, but only one.
 *
 * @example readOwnerListText('Group: Managers; User: ada', index) // { value: 'g2,u7' }
 */
export function readOwnerListText(
  text: string,
  index: OwnerIndex,
): { value: string } | { problem: OwnerTextProblem } {
  const stored = text.trim().toLowerCase().split(STORED_ITEMS).filter(Boolean);
  if (stored.every(isStoredToken)) return { value: [...new Set(stored)].join(',') };
  listWords ??= wordsOfAllLanguages(WORD_KEYS);
  const tokens: string[] = [];
  for (const raw of text.split(TEXT_ITEMS)) {
    const item = raw.trim();
    if (item === '') continue;
    const plain = item.toLowerCase().split(/[\s,]+/);
    if (plain.every(isStoredToken)) {
      tokens.push(...plain);
      continue;
    }
    const word = listWords.get(item.toLowerCase());
    if (word) {
      tokens.push(word);
      continue;
    }
    const { kind, name } = splitKind(item);
    const matches = (kind ? [kind] : (['d', 'g', 'u'] as const))
      .map((k) => index.resolve(k, name))
      .filter((m) => m !== 'missing');
    if (matches.length === 0) return { problem: { kind: 'missing', item } };
    if (matches.length > 1 || matches[0] === 'ambiguous') return { problem: { kind: 'ambiguous', item } };
    tokens.push(matches[0]!);
  }
  return { value: [...new Set(tokens)].join(',') };
}

/**
 * The texts in typed owner lists that may name users (accounts, names, the account in
 * `Name (account)`), lower-cased: the import loads only those users.
 * @example ownerListUserTexts(['User: Ada Lovelace (ada); d3']) // ['ada lovelace (ada)', 'ada', 'd3']
 */
export function ownerListUserTexts(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const text of texts)
    for (const raw of text.split(TEXT_ITEMS)) {
      const { kind, name } = splitKind(raw.trim());
      if (name === '' || (kind !== undefined && kind !== 'u')) continue;
      out.add(name.toLowerCase());
      const inParentheses = /\(([^()]+)\)\s*$/.exec(name)?.[1];
      if (inParentheses) out.add(inParentheses.trim().toLowerCase());
    }
  return [...out].filter((t) => t.length <= 200);
}
