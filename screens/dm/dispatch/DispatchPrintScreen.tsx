import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { localeTag } from '../../../src/platform/i18n/languages';
import { Button } from '../../../src/widgets/Button';
import { idFromSearch, WfPage } from '../../wf/instance/WfPage';
import { type DispatchRecord, DispatchSlip } from './DispatchSlip';
import '../../../src/widgets/printPage.css';
import './dispatchPrint.css';

/** GET /api/sc/company-setup/get-setup: the organisation's name and time zone. */
interface CompanySetup {
  name?: string | null;
  timeZone?: string | null;
}

/** An instant in the organisation's time zone (the browser's when it names none or a bad one). */
function instantIn(at: Date, locale: string, timeZone: string | null | undefined): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) }).format(at);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(at);
  }
}

/**
 * `/dm/print-paper-dispatch?id=`: a dispatch's 收文單 / 發文單 for paper (DispatchSlip), read
 * through the register's own API, so its rights and row scope decide who may print it; a print
 * button above the sheet, which the printed page leaves off (@media print).
 */
export function DispatchPrintScreen() {
  return (
    <WfPage>
      <PrintPage />
    </WfPage>
  );
}

function PrintPage() {
  const { t, i18n } = useTranslation('dm');
  const [search] = useSearchParams();
  const id = idFromSearch(search);
  const record = useSWR<{ data: DispatchRecord }>(id ? `/api/dm/dispatch/${id}` : null, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const company = useSWR<{ data: CompanySetup }>('/api/sc/company-setup/get-setup', swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const printedAt = useMemo(() => new Date(), []);
  if (id === null) return <p role="alert">{t('dispatch.print.noId')}</p>;
  if (record.error) {
    const status = (record.error as { status?: number }).status;
    const key = status === 404 || status === 403 ? 'notFound' : 'failed';
    return <p role="alert">{t(`dispatch.print.${key}`)}</p>;
  }
  if (!record.data || (company.data === undefined && company.error === undefined))
    return <p aria-busy="true">{t('dispatch.print.loading')}</p>;
  const dispatch = record.data.data;
  return (
    <div className="print-page">
      <nav className="print-page__toolbar" aria-label={t('dispatch.print.print')}>
        <Link to={`/dm/admin/manage/dispach-detail?id=${dispatch.id}`}>{t('dispatch.print.back')}</Link>
        <Button color="primary" onClick={() => window.print()}>
          {t('dispatch.print.print')}
        </Button>
      </nav>
      <DispatchSlip
        dispatch={dispatch}
        organisation={company.data?.data.name ?? ''}
        printedAt={instantIn(printedAt, localeTag(i18n.language), company.data?.data.timeZone)}
      />
    </div>
  );
}
