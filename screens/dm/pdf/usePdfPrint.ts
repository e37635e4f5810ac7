import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Print resolution: 150 dpi (pdf.js's own viewer prints at this), in pdf.js scale (72 dpi = 1). */
const PRINT_SCALE = 150 / 72;

export type PdfPrintState =
  | { status: 'idle' }
  | { status: 'preparing'; done: number; total: number }
  | { status: 'ready'; images: string[] }
  | { status: 'failed' };

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave nothing'))),
      'image/png',
    ),
  );
}

/**
 * Printing a PDF: the browser cannot print a canvas-drawn document as it is, so `start` draws
 * every page to an image (with progress), PdfPrintPages puts them in the print-only container,
 * and once they have loaded `imagesLoaded` opens the print dialog. The images are let go after
 * printing, on `cancel`, or when the viewer closes.
 * @example const printing = usePdfPrint(doc); <Button onClick={printing.start}>Print</Button>
 */
export function usePdfPrint(doc: PDFDocumentProxy) {
  const [state, setState] = useState<PdfPrintState>({ status: 'idle' });
  const run = useRef(0);
  const urls = useRef<string[]>([]);

  const release = useCallback(() => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = [];
  }, []);

  const cancel = useCallback(() => {
    run.current += 1;
    release();
    setState({ status: 'idle' });
  }, [release]);

  const start = useCallback(async () => {
    const id = ++run.current;
    release();
    const total = doc.numPages;
    setState({ status: 'preparing', done: 0, total });
    try {
      for (let number = 1; number <= total; number += 1) {
        const page = await doc.getPage(number);
        const viewport = page.getViewport({ scale: PRINT_SCALE });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        await page.render({ canvas, viewport, intent: 'print' }).promise;
        const blob = await toBlob(canvas);
        // Frees the canvas's memory now rather than whenever it is collected.
        canvas.width = 0;
        canvas.height = 0;
        if (id !== run.current) return;
        urls.current.push(URL.createObjectURL(blob));
        setState({ status: 'preparing', done: number, total });
      }
      setState({ status: 'ready', images: [...urls.current] });
    } catch {
      if (id !== run.current) return;
      release();
      setState({ status: 'failed' });
    }
  }, [doc, release]);

  /** Called by PdfPrintPages once every image has loaded: now the dialog prints them all. */
  const imagesLoaded = useCallback(() => {
    window.print();
  }, []);

  useEffect(() => {
    const done = () => {
      if (urls.current.length === 0) return;
      release();
      setState({ status: 'idle' });
    };
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('afterprint', done);
      run.current += 1;
      release();
    };
  }, [release]);

  return { state, start, cancel, imagesLoaded };
}
