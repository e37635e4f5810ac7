import { type PDFDocumentProxy, type RenderTask, TextLayer } from 'pdfjs-dist';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextCache } from './createTextCache';
import { markMatches } from './markMatches';
import type { PdfMatch } from './pdfSearch';
import { outputScale, rotatedSize, type Size } from './pdfZoom';
import { useNearViewport } from './useNearViewport';

export interface PdfPageProps {
  doc: PDFDocumentProxy;
  /** 1-based. */
  number: number;
  /** The size assumed for this page (scale 1, unturned) until it has been read. */
  assumedSize: Size;
  scale: number;
  /** The user's quarter turns, added to the page's own rotation. */
  rotation: number;
  text: TextCache;
  /** The scrolling element the pages are in, for drawing only the pages near its visible part. */
  scroller: HTMLElement | null;
  /** This page's search matches, and which of them is chosen (-1: none). */
  matches: readonly PdfMatch[];
  selected: number;
  /** Changes when a match on this page is chosen (0 otherwise): the page then scrolls it into view. */
  focus: number;
  /** Gives the viewer the page's element, to scroll to it and to tell the current page. */
  pageRef: (number: number, element: HTMLElement | null) => void;
}

/**
 * Scrolls `scroller` so `element` is in the middle of it (scrollIntoView would also scroll the
 * window, moving the toolbar out of sight); sideways only when the element is out of view.
 */
function centreIn(scroller: HTMLElement, element: HTMLElement): void {
  const view = scroller.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  scroller.scrollTop += box.top + box.height / 2 - (view.top + scroller.clientHeight / 2);
  if (box.left < view.left || box.right > view.left + scroller.clientWidth)
    scroller.scrollLeft += box.left + box.width / 2 - (view.left + scroller.clientWidth / 2);
}

interface DrawnText {
  divs: HTMLElement[];
  runs: string[];
}

/**
 * One page: an empty box of the right size until it comes near the visible part, then its
 * canvas (at the screen's pixel density) and pdf.js's text layer over it, which makes the
 * text selectable and carries the search marks. Far from view again, both are let go.
 * Memoised: a search or a page change re-renders only the pages whose props changed.
 */
export const PdfPage = memo(function PdfPage({
  doc,
  number,
  assumedSize,
  scale,
  rotation,
  text,
  scroller,
  matches,
  selected,
  focus,
  pageRef,
}: PdfPageProps) {
  const { t } = useTranslation('dm');
  const box = useRef<HTMLElement | null>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const textHost = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, scroller, '100% 0px');
  // The page's own size (scale 1, its own rotation) once read: the box follows a zoom at once.
  const [ownSize, setOwnSize] = useState<Size | null>(null);
  const [drawn, setDrawn] = useState<DrawnText | null>(null);
  const [failed, setFailed] = useState(false);
  const handledFocus = useRef(0);

  useEffect(() => {
    const canvases = canvasHost.current;
    const texts = textHost.current;
    if (!near || !canvases || !texts) {
      canvases?.replaceChildren();
      texts?.replaceChildren();
      setDrawn(null);
      return;
    }
    let cancelled = false;
    let task: RenderTask | null = null;
    let layer: TextLayer | null = null;
    (async () => {
      const page = await doc.getPage(number);
      if (cancelled) return;
      const own = page.getViewport({ scale: 1 });
      setOwnSize({ width: own.width, height: own.height });
      const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
      const ratio = outputScale(viewport.width, viewport.height, window.devicePixelRatio);
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.setAttribute('aria-hidden', 'true');
      task = page.render({
        canvas,
        viewport,
        ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
      });
      await task.promise;
      if (cancelled) return;
      // The old drawing stays (stretched) until the new one is ready: no blank flash on zoom.
      canvases.replaceChildren(canvas);
      const container = document.createElement('div');
      container.className = 'textLayer';
      // The text layer sizes itself from this variable (pdf.js's viewer sets it per page).
      container.style.setProperty('--total-scale-factor', String(viewport.scale));
      layer = new TextLayer({ textContentSource: await text.content(number), container, viewport });
      await layer.render();
      if (cancelled) return;
      texts.replaceChildren(container);
      setDrawn({ divs: layer.textDivs, runs: layer.textContentItemsStr });
      setFailed(false);
    })().catch((error: unknown) => {
      if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
      setFailed(true);
    });
    return () => {
      cancelled = true;
      task?.cancel();
      layer?.cancel();
    };
  }, [near, doc, number, scale, rotation, text]);

  useEffect(() => {
    if (!drawn) return;
    const mark = markMatches(drawn.divs, drawn.runs, matches, selected);
    if (mark && scroller && focus !== handledFocus.current) {
      handledFocus.current = focus;
      centreIn(scroller, mark);
    }
  }, [drawn, matches, selected, focus, scroller]);

  const size = rotatedSize(ownSize ?? assumedSize, rotation);
  return (
    <section
      ref={(element) => {
        box.current = element;
        pageRef(number, element);
      }}
      className="pdf-viewer__page"
      data-page-number={number}
      data-rendered={drawn ? 'true' : undefined}
      aria-label={t('pdf.page', { page: number })}
      style={{ width: `${size.width * scale}px`, height: `${size.height * scale}px` }}
    >
      <div ref={canvasHost} className="pdf-viewer__canvas" />
      <div ref={textHost} />
      {failed && <p className="pdf-viewer__page-error">{t('pdf.pageError')}</p>}
    </section>
  );
});
