import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, page by page (pdf.js, the viewer's own library, in Node: its
 * legacy build needs no browser). `onPage` tells how far it is, for the job's progress.
 */
export async function extractPdfText(
  bytes: Uint8Array,
  onPage: (done: number, total: number) => Promise<void> = async () => undefined,
): Promise<string> {
  const pdf = await getDocument({
    // A copy as a plain Uint8Array: pdf.js refuses Node's Buffer and may detach what it is given.
    data: new Uint8Array(bytes),
    // In Node there is no worker; fonts are not needed to read text, and no eval of font code.
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      // pdf.js ends a line with hasEOL; items of one line are joined as they are (CJK has no spaces).
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
      page.cleanup();
      if (n % 10 === 0 || n === pdf.numPages) await onPage(n, pdf.numPages);
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}
