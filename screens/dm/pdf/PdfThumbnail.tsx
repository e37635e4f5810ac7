import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outputScale, rotatedSize, type Size } from './pdfZoom';
import { useNearViewport } from './useNearViewport';

/** Width of a thumbnail in CSS pixels. */
export const THUMBNAIL_WIDTH = 112;

export interface PdfThumbnailProps {
  doc: PDFDocumentProxy;
  number: number;
  assumedSize: Size;
  rotation: number;
  current: boolean;
  list: HTMLElement | null;
  onSelect: (number: number) => void;
}

/** One page in the thumbnail list: a button, drawn small once it is scrolled near (memoised, as PdfPage). */
export const PdfThumbnail = memo(function PdfThumbnail({
  doc,
  number,
  assumedSize,
  rotation,
  current,
  list,
  onSelect,
}: PdfThumbnailProps) {
  const { t } = useTranslation('dm');
  const button = useRef<HTMLButtonElement>(null);
  const host = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(button, list, '50% 0px');
  const [ownSize, setOwnSize] = useState<Size | null>(null);

  useEffect(() => {
    const canvases = host.current;
    if (!near || !canvases) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    (async () => {
      const page = await doc.getPage(number);
      if (cancelled) return;
      const own = page.getViewport({ scale: 1 });
      setOwnSize({ width: own.width, height: own.height });
      const turned = (page.rotate + rotation) % 360;
      const scale = THUMBNAIL_WIDTH / rotatedSize({ width: own.width, height: own.height }, rotation).width;
      const viewport = page.getViewport({ scale, rotation: turned });
      const ratio = outputScale(viewport.width, viewport.height, window.devicePixelRatio);
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      task = page.render({
        canvas,
        viewport,
        ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
      });
      await task.promise;
      if (!cancelled) canvases.replaceChildren(canvas);
    })().catch(() => {
      // A thumbnail that cannot be drawn stays a blank sheet with its number; the page says why.
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [near, doc, number, rotation]);

  const size = rotatedSize(ownSize ?? assumedSize, rotation);
  return (
    <li>
      <button
        ref={button}
        type="button"
        className={current ? 'pdf-thumbnail pdf-thumbnail--current' : 'pdf-thumbnail'}
        aria-label={t('pdf.page', { page: number })}
        aria-current={current ? 'page' : undefined}
        data-page-number={number}
        onClick={() => onSelect(number)}
      >
        <span
          ref={host}
          className="pdf-thumbnail__sheet"
          style={{ width: THUMBNAIL_WIDTH, height: (THUMBNAIL_WIDTH * size.height) / size.width }}
        />
        <span className="pdf-thumbnail__number" aria-hidden="true">
          {number}
        </span>
      </button>
    </li>
  );
});
