/**
 * One text run of a page as pdf.js's `getTextContent()` lists it; its TextLayer draws run `i`
 * as `textDivs[i]`, so a match given in runs can be marked on the page.
 */
export interface TextRun {
  str: string;
  hasEOL: boolean;
}

/** Part of a match inside one run: UTF-16 offsets `[start, end)` in that run's `str`. */
export interface MatchSegment {
  run: number;
  start: number;
  end: number;
}

/** One place where the query was found: its page (1-based) and the runs it covers. */
export interface PdfMatch {
  page: number;
  segments: MatchSegment[];
}

/** Where a searchable character came from; `length` 0 for the space a line end stands for. */
interface Source {
  run: number;
  offset: number;
  length: number;
}

interface SearchableText {
  text: string;
  sources: Source[];
}

/**
 * Chinese, Japanese and Korean script: written without spaces between words, so a space (or a
 * line end) next to one of these is dropped on both sides of the comparison and a phrase that
 * wraps onto the next line is still found.
 */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const SPACE = /\s/u;

/**
 * The runs as one string to search in, with the source of each character. Full-width and
 * compatibility forms are folded (NFKC: `ＡＢＣ` finds `ABC`), case is ignored, runs of
 * spaces count as one, and a line end counts as a space (but not between CJK characters).
 */
function searchableText(runs: readonly TextRun[]): SearchableText {
  // Characters (code points), each with its source.
  const chars: string[] = [];
  const sources: Source[] = [];
  const pushSpace = (source: Source) => {
    if (chars.length === 0 || chars[chars.length - 1] === ' ') return;
    chars.push(' ');
    sources.push(source);
  };
  runs.forEach((run, index) => {
    let offset = 0;
    for (const char of run.str) {
      const source = { run: index, offset, length: char.length };
      for (const folded of char.normalize('NFKC').toLowerCase()) {
        if (SPACE.test(folded)) pushSpace(source);
        else {
          chars.push(folded);
          sources.push(source);
        }
      }
      offset += char.length;
    }
    if (run.hasEOL) pushSpace({ run: index, offset: run.str.length, length: 0 });
  });
  // Drop the spaces that touch CJK text (and a trailing one): see CJK above.
  const kept = chars.map(
    (char, i) =>
      char !== ' ' ||
      (i < chars.length - 1 && !CJK.test(chars[i - 1] ?? '') && !CJK.test(chars[i + 1] ?? '')),
  );
  // One source per UTF-16 unit of the text, as indexOf counts (a character beyond the BMP is two).
  const text = chars.filter((_, i) => kept[i]);
  return {
    text: text.join(''),
    sources: sources
      .filter((_, i) => kept[i])
      .flatMap((source, i) => Array.from({ length: text[i]?.length ?? 1 }, () => source)),
  };
}

/**
 * The query as it is compared: folded and spaced as page text is (see searchableText).
 * @example normaliseQuery('  Annual   REPORT ') // 'annual report'
 */
export function normaliseQuery(query: string): string {
  return searchableText([{ str: query, hasEOL: false }]).text;
}

/** The runs a match from `first` to `last` (searchable characters, inclusive) covers. */
function segmentsOf(runs: readonly TextRun[], first: Source, last: Source): MatchSegment[] {
  const segments: MatchSegment[] = [];
  for (let run = first.run; run <= last.run; run += 1) {
    const start = run === first.run ? first.offset : 0;
    const end = run === last.run ? last.offset + last.length : (runs[run]?.str.length ?? 0);
    if (end > start) segments.push({ run, start, end });
  }
  return segments;
}

/**
 * Every match of `query` on one page, in reading order, without overlaps. No word splitting:
 * a Chinese or Japanese phrase is found inside a longer sentence.
 * @example findPageMatches([{ str: '本年度預算報告', hasEOL: false }], 3, '預算') // [{ page: 3, segments: [{ run: 0, start: 3, end: 5 }] }]
 */
export function findPageMatches(runs: readonly TextRun[], page: number, query: string): PdfMatch[] {
  const needle = normaliseQuery(query);
  if (needle.length === 0) return [];
  const { text, sources } = searchableText(runs);
  const matches: PdfMatch[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    const first = sources[at];
    const last = sources[at + needle.length - 1];
    if (first && last) matches.push({ page, segments: segmentsOf(runs, first, last) });
  }
  return matches;
}

/**
 * Every match in the document, page by page; `pages[0]` holds the runs of page 1.
 * @example findMatches([[{ str: 'a', hasEOL: false }], [{ str: 'A b a', hasEOL: false }]], 'a').length // 3
 */
export function findMatches(pages: ReadonlyArray<readonly TextRun[]>, query: string): PdfMatch[] {
  return pages.flatMap((runs, index) => findPageMatches(runs, index + 1, query));
}

/** One marked stretch of a run, with the number of the match (in the list given) it belongs to. */
export interface RunMark {
  start: number;
  end: number;
  match: number;
}

/**
 * The stretches to mark in each run, in order, for the matches of one page.
 * @example marksByRun([{ page: 1, segments: [{ run: 0, start: 0, end: 2 }] }]).get(0) // [{ start: 0, end: 2, match: 0 }]
 */
export function marksByRun(matches: readonly PdfMatch[]): Map<number, RunMark[]> {
  const byRun = new Map<number, RunMark[]>();
  matches.forEach((match, index) => {
    for (const { run, start, end } of match.segments) {
      const marks = byRun.get(run) ?? [];
      marks.push({ start, end, match: index });
      byRun.set(run, marks);
    }
  });
  for (const marks of byRun.values()) marks.sort((a, b) => a.start - b.start);
  return byRun;
}
