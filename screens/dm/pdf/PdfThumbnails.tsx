import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Size } from './pdfZoom';
import { PdfThumbnail } from './PdfThumbnail';

export interface PdfThumbnailsProps {
  doc: PDFDocumentProxy;
  assumedSize: Size;
  rotation: number;
  /** The page being read, highlighted and kept in view in the list. */
  current: number;
  onSelect: (number: number) => void;
}

/** The sidebar of page thumbnails; each is drawn only when scrolled near, and a click goes to its page. */
export function PdfThumbnails({ doc, assumedSize, rotation, current, onSelect }: PdfThumbnailsProps) {
  const { t } = useTranslation('dm');
  const [list, setList] = useState<HTMLElement | null>(null);
  const numbers = useMemo(() => Array.from({ length: doc.numPages }, (_, index) => index + 1), [doc]);

  useEffect(() => {
    const item = list?.querySelector<HTMLElement>(`[data-page-number="${current}"]`);
    if (!list || !item) return;
    // Only the list scrolls (scrollIntoView could move the pages too); the list is the
    // thumbnails' offsetParent (position: relative in pdfViewer.css).
    const top = item.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top - 8;
    else if (top + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + item.offsetHeight - list.clientHeight + 8;
  }, [list, current]);

  return (
    <nav ref={setList} className="pdf-viewer__thumbnails" aria-label={t('pdf.thumbnails')}>
      <ol>
        {numbers.map((number) => (
          <PdfThumbnail
            key={number}
            doc={doc}
            number={number}
            assumedSize={assumedSize}
            rotation={rotation}
            current={number === current}
            list={list}
            onSelect={onSelect}
          />
        ))}
      </ol>
    </nav>
  );
}
