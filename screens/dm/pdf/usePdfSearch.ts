import { useCallback, useEffect, useRef, useState } from 'react';
import type { TextCache } from './createTextCache';
import { findPageMatches, normaliseQuery, type PdfMatch } from './pdfSearch';

export interface PdfSearch {
  /** The query searched for, as typed; '' when there is no search. */
  query: string;
  /** The matches found so far, in page order. */
  matches: PdfMatch[];
  /** Index of the chosen match in `matches`, or -1. */
  current: number;
  /** Pages read so far, while the search runs; null when it has finished (or never ran). */
  scanned: number | null;
  /** Changes each time a match is chosen, so its page scrolls it into view (once). */
  focus: number;
}

/**
 * Pages whose text is asked for together: fewer round trips to pdf.js's worker, and one update
 * of the viewer per batch rather than per page (a 300-page search re-rendered it 300 times).
 */
const PAGES_AT_ONCE = 12;

const IDLE: PdfSearch = { query: '', matches: [], current: -1, scanned: null, focus: 0 };

/**
 * Search across every page of a document: `find` starts a search (or, for the query already
 * searched, moves to the next match), `step` moves by one match either way, `clear` ends it.
 * Matches show as the pages are read, and the first one is chosen as soon as it is found.
 * @example const search = usePdfSearch(text, doc.numPages); search.find('年度預算')
 */
export function usePdfSearch(text: TextCache, numPages: number) {
  const [state, setState] = useState<PdfSearch>(IDLE);
  // Bumped by every new search and by clear, so a search still reading pages stops.
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const step = useCallback((direction: 1 | -1) => {
    setState((s) => {
      if (s.matches.length === 0) return s;
      const current = (s.current + direction + s.matches.length) % s.matches.length;
      return { ...s, current, focus: s.focus + 1 };
    });
  }, []);

  const clear = useCallback(() => {
    run.current += 1;
    setState((s) => ({ ...IDLE, focus: s.focus }));
  }, []);

  const search = useCallback(
    async (query: string) => {
      const id = ++run.current;
      setState((s) => ({ ...IDLE, query, scanned: 0, focus: s.focus }));
      for (let first = 1; first <= numPages; first += PAGES_AT_ONCE) {
        const pages = Array.from(
          { length: Math.min(PAGES_AT_ONCE, numPages - first + 1) },
          (_, i) => first + i,
        );
        const found = (
          await Promise.all(
            pages.map((page) =>
              text.runs(page).then(
                (runs) => findPageMatches(runs, page, query),
                // A page whose text cannot be read has nothing to find; the others still count.
                () => [],
              ),
            ),
          )
        ).flat();
        if (id !== run.current) return;
        const scanned = first + pages.length - 1;
        setState((s) => {
          const matches = found.length > 0 ? [...s.matches, ...found] : s.matches;
          const choose = s.current === -1 && matches.length > 0;
          return {
            ...s,
            matches,
            scanned,
            current: choose ? 0 : s.current,
            focus: choose ? s.focus + 1 : s.focus,
          };
        });
      }
      if (id === run.current) setState((s) => ({ ...s, scanned: null }));
    },
    [text, numPages],
  );

  const find = useCallback(
    (query: string, direction: 1 | -1 = 1) => {
      if (normaliseQuery(query) === '') clear();
      else if (normaliseQuery(query) === normaliseQuery(state.query)) step(direction);
      else void search(query);
    },
    [clear, search, state.query, step],
  );

  return { ...state, find, step, clear };
}
