import { marksByRun, type PdfMatch } from './pdfSearch';

/** Class of a found stretch on the text layer; the chosen match adds the `--selected` modifier. */
export const HIT_CLASS = 'pdf-viewer__hit';

/**
 * Marks a page's matches on its pdf.js text layer: the matched part of each run's element is
 * wrapped in a `<mark>` (the element keeps its place and size, so the mark sits over the drawn
 * glyphs). Marks from an earlier call are removed first. Answers the first mark of match
 * `selected` (an index into `matches`), or null.
 * @example const mark = markMatches(textLayer.textDivs, textLayer.textContentItemsStr, pageMatches, 0)
 */
export function markMatches(
  textDivs: readonly HTMLElement[],
  runs: readonly string[],
  matches: readonly PdfMatch[],
  selected: number,
): HTMLElement | null {
  textDivs.forEach((div, index) => {
    if (div.dataset.marked === undefined) return;
    div.textContent = runs[index] ?? '';
    delete div.dataset.marked;
  });
  let selectedMark: HTMLElement | null = null;
  for (const [run, marks] of marksByRun(matches)) {
    const div = textDivs[run];
    const text = runs[run];
    if (!div || text === undefined) continue;
    const parts: Node[] = [];
    let at = 0;
    for (const { start, end, match } of marks) {
      if (start > at) parts.push(document.createTextNode(text.slice(at, start)));
      const mark = document.createElement('mark');
      mark.className = match === selected ? `${HIT_CLASS} ${HIT_CLASS}--selected` : HIT_CLASS;
      mark.textContent = text.slice(start, end);
      parts.push(mark);
      if (match === selected) selectedMark ??= mark;
      at = end;
    }
    if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
    div.replaceChildren(...parts);
    div.dataset.marked = '';
  }
  return selectedMark;
}
