import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { InstanceView } from '../../../../schemas/wf/wfApi';
import { swrFetcher } from '../../../../src/platform/api/apiClient';
import { Button } from '../../../../src/widgets/Button';
import { formatBytes } from '../../../../src/runtime/entity/files/FileSummary';
import { actorText } from '../HistoryList';
import { InstanceFacts } from '../InstanceFacts';
import { ReadOnlyForm } from '../ReadOnlyForm';
import { useInstance } from '../useInstance';
import { useWfFormat } from '../useWfFormat';
import { idFromSearch, WfPage } from '../WfPage';
import { WfStatus } from '../WfStatus';
import { pageRules } from './pageRules';
import { PrintSignatures } from './PrintSignatures';
import '../../../../src/widgets/printPage.css';
import './wfPrint.css';

/** GET /api/sc/company-setup/get-setup: the organisation's name for the page header. */
interface CompanySetup {
  name?: string | null;
}

/** The printed application: header and footer that repeat on every page around its content. */
export function PrintLayout({
  view,
  organisation,
  printedAt,
}: {
  view: InstanceView;
  organisation: string;
  printedAt: Date;
}) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  const rules = useMemo(() => pageRules(t('print.pageOf')), [t]);
  const template = format.text(view.template.name);
  return (
    <article className="print-sheet wf-print" aria-labelledby="wf-print-title">
      <style>{rules}</style>
      {/*
        A CSS table of divs whose header and footer groups Chromium repeats on every printed page,
        as it does a table's head and foot (the one-look rule keeps real tables for data). The page
        numbers sit in the @page margin box (pageRules).
      */}
      <div className="wf-print__sheet">
        <div className="wf-print__head" data-testid="wf-print-head">
          <div className="wf-print__row">
            <div className="wf-print__head-inner">
              <span className="wf-print__org">{organisation}</span>
              <span>
                {template} · {view.number ?? t('use.list.noNumber')}
              </span>
            </div>
          </div>
        </div>
        <div className="wf-print__foot">
          <div className="wf-print__row">
            <div className="wf-print__foot-inner">
              {t('print.printedAt', { at: format.instant(printedAt.toISOString()) })}
            </div>
          </div>
        </div>
        <div className="wf-print__body">
          <div className="wf-print__row">
            <div className="wf-print__content">
              <h1 id="wf-print-title">{view.title}</h1>
              <InstanceFacts view={view} className="wf-print__facts" plain />
              <h2>{t('instance.sections.form')}</h2>
              <ReadOnlyForm view={view} download={false} />
              <h2>{t('print.signatures')}</h2>
              <PrintSignatures stages={view.stages} />
              <h2>{t('instance.sections.files')}</h2>
              {view.files.length === 0 ? (
                <p>{t('instance.files.none')}</p>
              ) : (
                <ul className="wf-print__files">
                  {view.files.map((file) => (
                    <li key={file.id}>
                      {file.name} ({formatBytes(file.size, format.locale)})
                    </li>
                  ))}
                </ul>
              )}
              <h2>{t('instance.sections.history')}</h2>
              <ol className="wf-print__history">
                {view.history.map((entry) => (
                  <li key={entry.id}>
                    {format.instant(entry.at)} · {actorText(entry, t)}{' '}
                    {t(`instance.history.actions.${entry.action}`)}
                    {entry.comment && <> · “{entry.comment}”</>}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * `/wf-form-print?id=`: the application laid out for A4: its values, every stage and signature
 * (name, time, on whose behalf, comment), the attachments by name and size, and the history,
 * under a header (organisation, form, number) and above a footer (printed at; page X of Y) that
 * repeat on every page. With `?print=1` it opens the browser's print dialog once it has loaded.
 */
export function WfFormPrintScreen() {
  return (
    <WfPage>
      <PrintPage />
    </WfPage>
  );
}

/** The print page inside WfPage's frame (theme, antd's language, the on-screen breadcrumb). */
function PrintPage() {
  const { t } = useTranslation('wf');
  const [search] = useSearchParams();
  const id = idFromSearch(search);
  const { view, error } = useInstance(id);
  const company = useSWR<{ data: CompanySetup }>('/api/sc/company-setup/get-setup', swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const printedAt = useMemo(() => new Date(), []);
  const autoPrint = search.get('print') === '1';
  const printed = useRef(false);
  const ready = Boolean(view) && (company.data !== undefined || company.error !== undefined);
  useEffect(() => {
    if (!autoPrint || !ready || printed.current) return;
    printed.current = true;
    // After the layout is painted, so the dialog prints what the page shows.
    requestAnimationFrame(() => window.print());
  }, [autoPrint, ready]);
  if (id === null) return <WfStatus error={new Error(t('instance.noId'))} />;
  if (!view || !ready) return <WfStatus error={error} />;
  return (
    <div className="print-page">
      <nav className="print-page__toolbar" aria-label={t('print.toolbar')}>
        <Link to={`/wf-form?id=${view.id}`}>{t('print.back')}</Link>
        <Button color="primary" onClick={() => window.print()}>
          {t('print.print')}
        </Button>
      </nav>
      <PrintLayout view={view} organisation={company.data?.data.name ?? ''} printedAt={printedAt} />
    </div>
  );
}
