import { useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The pages drawn for printing, in a container that only print shows (pdfViewer.css hides the
 * rest of the page on paper and this on screen). Each image fills one sheet, whose margins are
 * the PDF's own. Calls `onLoaded` once, when every image has loaded (or failed to); one print
 * is one instance (give it a `key`).
 */
export function PdfPrintPages({ images, onLoaded }: { images: string[]; onLoaded: () => void }) {
  const pending = useRef(images.length);
  const called = useRef(false);
  const settle = () => {
    pending.current -= 1;
    if (pending.current > 0 || called.current) return;
    called.current = true;
    onLoaded();
  };
  return createPortal(
    <div className="pdf-print" data-testid="pdf-print">
      <style>{'@page { margin: 0; }'}</style>
      {images.map((src) => (
        <img key={src} src={src} alt="" onLoad={settle} onError={settle} />
      ))}
    </div>,
    document.body,
  );
}
