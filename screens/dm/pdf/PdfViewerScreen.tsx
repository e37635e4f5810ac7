import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AntdLocaleProvider } from '../../../src/platform/i18n/AntdLocaleProvider';
import { ThemeProvider } from '../../../src/platform/theme/ThemeProvider';
import { Spinner } from '../../../src/widgets/Spinner';
import { AppBreadcrumb } from '../../general/shell/AppBreadcrumb';
import { usePdfDocument } from './usePdfDocument';
// The breadcrumb's styles, also outside the shell (as NotAvailableScreen does for full-page routes).
import '../../general/shell/shell.css';
import './pdfViewer.css';

// pdf.js (drawing the pages) comes with the viewer, loaded once there is a document to show.
const PdfViewer = lazy(() => import('./PdfViewer').then((m) => ({ default: m.PdfViewer })));

/** A positive whole number from the address, or null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/dm/pdf?document={id}[&version={versionId}]`: a PDF of the document store on the whole page,
 * outside the signed-in shell: pages drawn as they come into view, thumbnails, page and zoom
 * controls, search (Chinese and Japanese too), turn, download and print.
 */
export function PdfViewerScreen() {
  const [search] = useSearchParams();
  const id = idParam(search.get('document'));
  const version = idParam(search.get('version'));
  return (
    <ThemeProvider>
      <AntdLocaleProvider>
        <div className="pdf-viewer">
          <div className="pdf-viewer__breadcrumb">
            <AppBreadcrumb />
          </div>
          {id === null ? <PdfMessage text="noDocument" /> : <PdfDocument id={id} version={version} />}
        </div>
      </AntdLocaleProvider>
    </ThemeProvider>
  );
}

/** Document `id` once open, or why it is not (yet). */
function PdfDocument({ id, version }: { id: number; version: number | null }) {
  const { t } = useTranslation('dm');
  const state = usePdfDocument(id, version);
  if (state.status === 'error') return <PdfMessage text={state.error} />;
  const opening = (
    <main className="pdf-viewer__message">
      <Spinner size="large" />
      <p role="status">
        {state.status === 'loading' && state.progress !== null
          ? t('pdf.loadingProgress', { percent: Math.round(state.progress * 100) })
          : t('pdf.loading')}
      </p>
    </main>
  );
  if (state.status === 'loading') return opening;
  return (
    <Suspense fallback={opening}>
      <PdfViewer key={`${id}:${version}`} doc={state.doc} name={state.name} pageSize={state.pageSize} />
    </Suspense>
  );
}

/** A plain sentence in place of the document: none chosen, not allowed, missing, unreadable. */
function PdfMessage({ text }: { text: 'noDocument' | 'forbidden' | 'notFound' | 'notPdf' | 'failed' }) {
  const { t } = useTranslation('dm');
  return (
    <main className="pdf-viewer__message">
      <p role="alert">{t(`pdf.errors.${text}`)}</p>
    </main>
  );
}
