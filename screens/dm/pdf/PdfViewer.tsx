import type { InputRef } from 'antd';
import { type PDFDocumentProxy, TextLayer } from 'pdfjs-dist';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTextCache } from './createTextCache';
import { downloadPdf } from './downloadPdf';
import { PdfPage } from './PdfPage';
import { PdfPageControls } from './PdfPageControls';
import { PdfPrintPages } from './PdfPrintPages';
import { PdfSearchBox } from './PdfSearchBox';
import { PdfThumbnails } from './PdfThumbnails';
import { PdfToolbar } from './PdfToolbar';
import { PdfZoomControls } from './PdfZoomControls';
import type { PdfMatch } from './pdfSearch';
import { nextRotation, rotatedSize, type Size, scaleFor, type Zoom } from './pdfZoom';
import { useCurrentPage } from './useCurrentPage';
import { useElementSize } from './useElementSize';
import { usePdfPrint } from './usePdfPrint';
import { usePdfSearch } from './usePdfSearch';

/** Below this window width (a phone) the thumbnails start hidden. */
const THUMBNAILS_MIN_WIDTH = 768;
/** Room kept on each side of a fitted page (its margin in pdfViewer.css). */
const GUTTER = 12;
const NO_MATCHES: readonly PdfMatch[] = [];

/** Keys that belong to a field rather than to the page navigation. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export interface PdfViewerProps {
  doc: PDFDocumentProxy;
  name: string;
  pageSize: Size;
}

/** An opened PDF: toolbar, thumbnails and the column of pages, with search, zoom, turn and print. */
export function PdfViewer({ doc, name, pageSize }: PdfViewerProps) {
  const { t } = useTranslation('dm');
  const [thumbnailsOpen, setThumbnailsOpen] = useState(() => window.innerWidth >= THUMBNAILS_MIN_WIDTH);
  const [zoom, setZoom] = useState<Zoom>('fitWidth');
  const [rotation, setRotation] = useState(0);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const searchInput = useRef<InputRef>(null);
  const pageElements = useRef<(HTMLElement | null)[]>(Array.from({ length: doc.numPages }, () => null));

  const view = useElementSize(scroller);
  const scale = view ? scaleFor(zoom, rotatedSize(pageSize, rotation), view, GUTTER) : null;
  const { current, goToPage } = useCurrentPage(scroller, pageElements, `${scale}:${rotation}`);
  const text = useMemo(() => createTextCache(doc), [doc]);
  const search = usePdfSearch(text, doc.numPages);
  const printing = usePdfPrint(doc);

  // Each page's matches and the index of its first one in the whole list.
  const byPage = useMemo(() => {
    const pages = new Map<number, { first: number; matches: PdfMatch[] }>();
    search.matches.forEach((match, index) => {
      const entry = pages.get(match.page) ?? { first: index, matches: [] };
      entry.matches.push(match);
      pages.set(match.page, entry);
    });
    return pages;
  }, [search.matches]);

  // A chosen match on a page far from view: go there, and the page scrolls to the match once drawn.
  const chosen = search.matches[search.current];
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each newly chosen match (focus), not when the page list re-renders.
  useEffect(() => {
    if (!chosen || !scroller) return;
    const page = pageElements.current[chosen.page - 1];
    if (!page) return;
    const shown =
      page.offsetTop < scroller.scrollTop + scroller.clientHeight &&
      page.offsetTop + page.offsetHeight > scroller.scrollTop;
    if (!shown) goToPage(chosen.page);
  }, [search.focus]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        // The browser's own find sees only the pages drawn so far; ours reads them all.
        event.preventDefault();
        searchInput.current?.focus();
        return;
      }
      if (typingIn(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = new Map([
        ['PageUp', current - 1],
        ['PageDown', current + 1],
        ['Home', 1],
        ['End', doc.numPages],
      ]).get(event.key);
      if (target === undefined) return;
      event.preventDefault();
      goToPage(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, doc.numPages, goToPage]);

  // pdf.js keeps a measuring canvas in <body> and font caches for text layers: let them go.
  useEffect(() => () => TextLayer.cleanup(), []);

  const pageRef = useCallback((number: number, element: HTMLElement | null) => {
    pageElements.current[number - 1] = element;
  }, []);

  const selectThumbnail = useCallback(
    (page: number) => {
      goToPage(page);
      // On a phone the list covers the pages: a chosen page is what the reader wants to see.
      if (window.innerWidth < THUMBNAILS_MIN_WIDTH) setThumbnailsOpen(false);
    },
    [goToPage],
  );

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadPdf(doc, name);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="pdf-viewer__frame">
      <header>
        <PdfToolbar
          name={name}
          thumbnailsOpen={thumbnailsOpen}
          onToggleThumbnails={() => setThumbnailsOpen((open) => !open)}
          onRotate={() => setRotation(nextRotation)}
          downloading={downloading}
          downloadFailed={downloadFailed}
          onDownload={() => void download()}
          printing={printing.state}
          onPrint={() => void printing.start()}
          onCancelPrint={printing.cancel}
        >
          <PdfPageControls current={current} total={doc.numPages} onGo={goToPage} />
          <PdfZoomControls zoom={zoom} scale={scale ?? 1} onZoom={setZoom} />
          <PdfSearchBox
            total={search.matches.length}
            current={search.current}
            searching={search.scanned !== null}
            searched={search.query !== ''}
            onFind={search.find}
            onStep={search.step}
            onClear={search.clear}
            inputRef={searchInput}
          />
        </PdfToolbar>
      </header>
      <div className="pdf-viewer__body">
        {thumbnailsOpen && (
          <PdfThumbnails
            doc={doc}
            assumedSize={pageSize}
            rotation={rotation}
            current={current}
            onSelect={selectThumbnail}
          />
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region a keyboard user must reach to scroll with the arrow keys (axe: scrollable-region-focusable). */}
        <main ref={setScroller} className="pdf-viewer__pages" tabIndex={0} aria-label={t('pdf.pages')}>
          {scale !== null &&
            Array.from({ length: doc.numPages }, (_, index) => {
              const number = index + 1;
              const found = byPage.get(number);
              return (
                <PdfPage
                  key={number}
                  doc={doc}
                  number={number}
                  assumedSize={pageSize}
                  scale={scale}
                  rotation={rotation}
                  text={text}
                  scroller={scroller}
                  matches={found?.matches ?? NO_MATCHES}
                  selected={found && chosen?.page === number ? search.current - found.first : -1}
                  focus={chosen?.page === number ? search.focus : 0}
                  pageRef={pageRef}
                />
              );
            })}
        </main>
      </div>
      {printing.state.status === 'ready' && (
        <PdfPrintPages
          key={printing.state.images[0]}
          images={printing.state.images}
          onLoaded={printing.imagesLoaded}
        />
      )}
    </div>
  );
}
