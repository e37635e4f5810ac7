/**
 * The words of full-text search (docs/guide-text-search.md), cut the same way for what is
 * indexed and for what is searched, so neither depends on the database's locale or parser.
 *
 * Chinese and Japanese have no spaces between words, so stemming English-style finds nothing in
 * them; like Elasticsearch's CJK analyser, a run of Han, kana or Hangul is cut into overlapping
 * pairs of characters (合約書 → 合約, 約書), and each character is kept alone at its pair's
 * position too, so a one-character search still finds it. Other letters and digits make words.
 * Everything is NFKC-normalised (full-width Ａ１ → a1, half-width ｶﾅ → カナ) and lower-cased.
 */

/** A token and its position (1-based; a character and its pair share one). */
export interface TextToken {
  word: string;
  position: number;
}

const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々〆`;
// Runs of CJK characters, or of other letters, marks and digits (the `v` flag subtracts classes).
const RUNS = new RegExp(String.raw`[${CJK}]+|[[\p{L}\p{N}\p{M}]--[${CJK}]]+`, 'gv');
const CJK_RUN = new RegExp(`^[${CJK}]`, 'v');
/** PostgreSQL refuses lexemes over 2 kB; nobody searches for a word this long. */
const MAX_WORD = 60;

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The runs of `text`: each CJK run or word, in order. */
function runsOf(text: string): string[] {
  return normalise(text).match(RUNS) ?? [];
}

/** The tokens of a run starting at `position`, and the position after it. */
function runTokens(run: string, position: number, out: TextToken[]): number {
  if (!CJK_RUN.test(run)) {
    out.push({ word: run.slice(0, MAX_WORD), position });
    return position + 1;
  }
  const chars = Array.from(run);
  chars.forEach((char, i) => {
    const next = chars[i + 1];
    if (next !== undefined) out.push({ word: char + next, position: position + i });
    out.push({ word: char, position: position + i });
  });
  // The last character has no pair of its own: it sits alone at the run's last position.
  return position + chars.length;
}

/** Every token of `text`, positions counted from 1. */
export function textTokens(text: string): TextToken[] {
  const out: TextToken[] = [];
  let position = 1;
  for (const run of runsOf(text)) position = runTokens(run, position, out);
  return out;
}

/** A lexeme quoted for PostgreSQL's tsvector/tsquery input (taken verbatim, whatever the locale). */
function quote(word: string): string {
  return `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A tsvector literal of tokens, their positions shifted to start at 1 (PostgreSQL keeps 1-16383). */
export function tsvectorLiteral(tokens: readonly TextToken[]): string {
  const first = tokens[0]?.position ?? 1;
  return tokens.map((t) => `${quote(t.word)}:${t.position - first + 1}`).join(' ');
}

/**
 * The phrase of one run of a search term, position by position as textTokens indexed it: a
 * word, or a CJK run's pairs and then its last character alone (so what follows stays adjacent).
 */
function runQuery(run: string): string[] {
  if (!CJK_RUN.test(run)) return [quote(run.slice(0, MAX_WORD))];
  const chars = Array.from(run);
  return [...chars.slice(0, -1).map((char, i) => quote(char + chars[i + 1])), quote(chars.at(-1)!)];
}

/**
 * A tsquery literal for what a person typed, or null when it holds no word: each
 * space-separated term is a phrase (its tokens adjacent, in order), all terms must match, and
 * the last word of the last term is a prefix (typing "contr" finds "contract").
 * @example searchQueryLiteral('年度 合約書') === "'年度' <-> '度' & '合約' <-> '約書' <-> '書'"
 */
export function searchQueryLiteral(query: string): string | null {
  const terms = query
    .split(/\s+/u)
    .map((term) => runsOf(term).flatMap(runQuery))
    .filter((parts) => parts.length > 0);
  if (terms.length === 0) return null;
  const lastTerm = terms[terms.length - 1]!;
  const lastRun = runsOf(query).at(-1)!;
  // A word still being typed: its prefix. A CJK run is matched by its pairs instead.
  if (!CJK_RUN.test(lastRun)) lastTerm[lastTerm.length - 1] += ':*';
  return terms.map((parts) => parts.join(' <-> ')).join(' & ');
}
