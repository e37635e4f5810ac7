import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { api } from '../../../src/platform/api/apiClient';
import { getSession } from '../../../src/platform/session/sessionStore';
import { loadErrorOf, type PdfLoadError } from './pdfLoadError';
import type { Size } from './pdfZoom';

/** GET /api/dm/document/{id}: what the viewer needs of a file's record. */
interface DocumentRecord {
  name: string;
}

export type PdfDocumentState =
  | { status: 'loading'; progress: number | null }
  | {
      status: 'ready';
      doc: PDFDocumentProxy;
      /** The file name, for the title and the downloaded file. */
      name: string;
      /** Page 1's size at scale 1: the size of every page until it has been read itself. */
      pageSize: Size;
    }
  | { status: 'error'; error: PdfLoadError };

/** The content address of a document (a given version, or its current one). */
export function contentUrl(id: number, version: number | null): string {
  return `/api/dm/document/${id}/content${version === null ? '' : `?version=${version}`}`;
}

/**
 * Opens document `id` (version `version`, or its current one): its record first, which says
 * whether the user may read it and whether it exists, then its bytes with pdf.js.
 * @example const state = usePdfDocument(7, null); if (state.status === 'ready') state.doc.numPages
 */
export function usePdfDocument(id: number, version: number | null): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading', progress: null });
  useEffect(() => {
    let live = true;
    let task: PDFDocumentLoadingTask | null = null;
    setState({ status: 'loading', progress: null });
    // pdf.js (a large module) loads while the record is asked for.
    const pdfjs = import('./openPdf');
    pdfjs.catch(() => undefined);
    (async () => {
      const record = await api.get<{ data: DocumentRecord }>(`/api/dm/document/${id}`);
      const { openPdf } = await pdfjs;
      if (!live) return;
      task = openPdf(contentUrl(id, version), getSession()?.accessToken);
      task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
        if (!live || !(total > 0)) return;
        setState((current) =>
          current.status === 'loading'
            ? { status: 'loading', progress: Math.min(1, loaded / total) }
            : current,
        );
      };
      const doc = await task.promise;
      const first = await doc.getPage(1);
      const { width, height } = first.getViewport({ scale: 1 });
      if (live) setState({ status: 'ready', doc, name: record.data.name, pageSize: { width, height } });
    })().catch((error: unknown) => {
      if (live) setState({ status: 'error', error: loadErrorOf(error) });
    });
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [id, version]);
  return state;
}
