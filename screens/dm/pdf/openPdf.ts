import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PdfAssetFactory } from './PdfAssetFactory';

/**
 * Starts loading the PDF at `url` with the session's bearer token. pdf.js asks for byte ranges
 * when the server allows them, so the first page of a long file shows before the rest arrives;
 * it keeps fetching the rest in the background (search, print and download need all of it).
 * @example const doc = await openPdf('/api/dm/document/7/content', token).promise
 */
export function openPdf(url: string, accessToken: string | undefined): PDFDocumentLoadingTask {
  // Set here rather than on import: the one place that opens a PDF is where its worker is chosen.
  GlobalWorkerOptions.workerSrc = workerUrl;
  return getDocument({
    url,
    httpHeaders: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    BinaryDataFactory: PdfAssetFactory,
  });
}
