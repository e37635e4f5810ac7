import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Saves the document's original bytes (pdf.js holds them, fetching what it has not yet) under
 * `name`, as a download the browser files away.
 * @example await downloadPdf(doc, '年度預算報告.pdf')
 */
export async function downloadPdf(doc: PDFDocumentProxy, name: string): Promise<void> {
  // A copy: the Blob needs a plain ArrayBuffer, and pdf.js keeps its own.
  const bytes = new Uint8Array(await doc.getData());
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Let go later, not at once: a browser may still be reading the blob when click() returns
  // (FileSaver.js waits 40 s for the same reason).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
