import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, read with pdf.js (the library the document viewer uses) rather
 * than a system tool such as pdftotext, which CI machines do not have. Runs of whitespace, line
 * breaks included, become one space, so a name that wraps inside a table cell still reads whole.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : ''))
        .join('');
      pages.push(text.replace(/\s+/g, ' ').trim());
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
