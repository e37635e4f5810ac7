import {
  DownloadOutlined,
  PrinterOutlined,
  RotateRightOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfPrintState } from './usePdfPrint';

export interface PdfToolbarProps {
  name: string;
  thumbnailsOpen: boolean;
  onToggleThumbnails: () => void;
  /** The page, zoom and search controls, between the title and the file actions. */
  children: ReactNode;
  onRotate: () => void;
  downloading: boolean;
  downloadFailed: boolean;
  onDownload: () => void;
  printing: PdfPrintState;
  onPrint: () => void;
  onCancelPrint: () => void;
}

/**
 * The viewer's toolbar: thumbnails, the file name, the page/zoom/search controls, then turn,
 * download and print, with the printing progress. It wraps onto more lines on a narrow screen.
 */
export function PdfToolbar({
  name,
  thumbnailsOpen,
  onToggleThumbnails,
  children,
  onRotate,
  downloading,
  downloadFailed,
  onDownload,
  printing,
  onPrint,
  onCancelPrint,
}: PdfToolbarProps) {
  const { t } = useTranslation('dm');
  return (
    <div className="pdf-viewer__toolbar" role="toolbar" aria-label={t('pdf.toolbar')}>
      <div className="pdf-viewer__group">
        <Button
          icon={<UnorderedListOutlined />}
          aria-label={t('pdf.thumbnails')}
          title={t('pdf.thumbnails')}
          aria-pressed={thumbnailsOpen}
          type={thumbnailsOpen ? 'primary' : 'default'}
          ghost={thumbnailsOpen}
          onClick={onToggleThumbnails}
        />
        <h1 className="pdf-viewer__title" title={name}>
          {name}
        </h1>
      </div>
      {children}
      <div className="pdf-viewer__group">
        <Button
          icon={<RotateRightOutlined />}
          aria-label={t('pdf.rotate')}
          title={t('pdf.rotate')}
          onClick={onRotate}
        />
        <Button
          icon={<DownloadOutlined />}
          aria-label={t('pdf.download')}
          title={t('pdf.download')}
          loading={downloading}
          onClick={onDownload}
        />
        <Button
          icon={<PrinterOutlined />}
          aria-label={t('pdf.print')}
          title={t('pdf.print')}
          loading={printing.status === 'preparing'}
          onClick={onPrint}
        />
      </div>
      {printing.status === 'preparing' && (
        <div className="pdf-viewer__group pdf-viewer__printing">
          <span role="status">{t('pdf.preparingPrint', { done: printing.done, total: printing.total })}</span>
          <Button size="small" onClick={onCancelPrint}>
            {t('pdf.cancelPrint')}
          </Button>
        </div>
      )}
      {downloadFailed && (
        <span className="pdf-viewer__group pdf-viewer__error" role="alert">
          {t('pdf.downloadFailed')}
        </span>
      )}
      {printing.status === 'failed' && (
        <span className="pdf-viewer__group pdf-viewer__error" role="alert">
          {t('pdf.printFailed')}
        </span>
      )}
    </div>
  );
}
