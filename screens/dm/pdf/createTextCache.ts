import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import type { TextRun } from './pdfSearch';

/** The text of a document's pages, each read once: search reads them all, each page draws its own. */
export interface TextCache {
  /** A page's text as pdf.js gives it, which its TextLayer draws. */
  content: (page: number) => Promise<TextContent>;
  /** The same text as runs to search; run `i` is the TextLayer's `textDivs[i]`. */
  runs: (page: number) => Promise<TextRun[]>;
}

/** The runs of a page's text: the items with text (marked-content items draw no element). */
export function runsOf(content: TextContent): TextRun[] {
  return content.items.flatMap((item) => ('str' in item ? [{ str: item.str, hasEOL: item.hasEOL }] : []));
}

/** @example const text = createTextCache(doc); const runs = await text.runs(2) */
export function createTextCache(doc: PDFDocumentProxy): TextCache {
  const contents = new Map<number, Promise<TextContent>>();
  const content = (page: number) => {
    let text = contents.get(page);
    if (!text) {
      text = doc.getPage(page).then((proxy) => proxy.getTextContent());
      // A failed read is tried again next time rather than remembered.
      text.catch(() => contents.delete(page));
      contents.set(page, text);
    }
    return text;
  };
  return { content, runs: async (page) => runsOf(await content(page)) };
}
