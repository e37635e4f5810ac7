import { describe, expect, it } from 'vitest';
import { HIT_CLASS, markMatches } from './markMatches';
import type { PdfMatch } from './pdfSearch';

/** A text layer's run elements, as pdf.js's TextLayer makes them. */
function layer(runs: string[]): HTMLElement[] {
  return runs.map((text) => {
    const span = document.createElement('span');
    span.textContent = text;
    return span;
  });
}

describe('markMatches', () => {
  const runs = ['本年度預算', '報告 and budget'];
  const matches: PdfMatch[] = [
    {
      page: 1,
      segments: [
        { run: 0, start: 3, end: 5 },
        { run: 1, start: 0, end: 2 },
      ],
    },
    { page: 1, segments: [{ run: 1, start: 7, end: 13 }] },
  ];

  it('wraps each matched stretch in a mark and answers the chosen match’s first mark', () => {
    const divs = layer(runs);
    const chosen = markMatches(divs, runs, matches, 1);
    expect(divs.map((div) => div.innerHTML)).toEqual([
      `本年度<mark class="${HIT_CLASS}">預算</mark>`,
      `<mark class="${HIT_CLASS}">報告</mark> and <mark class="${HIT_CLASS} ${HIT_CLASS}--selected">budget</mark>`,
    ]);
    expect(chosen?.textContent).toBe('budget');
    // The text itself is unchanged, so selection and copying still give the page's words.
    expect(divs.map((div) => div.textContent)).toEqual(runs);
  });

  it('removes the marks of an earlier call', () => {
    const divs = layer(runs);
    markMatches(divs, runs, matches, 0);
    expect(markMatches(divs, runs, [], -1)).toBeNull();
    expect(divs.map((div) => div.innerHTML)).toEqual(runs);
    expect(divs.some((div) => div.dataset.marked !== undefined)).toBe(false);
  });
});
