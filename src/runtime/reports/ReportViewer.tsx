import { Table } from 'antd';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasPermission } from '../../../schemas/core/hasPermission';
import type { ReportDescriptor } from '../../../schemas/core/reports/reportDescriptorSchema';
import { reportParamsDescriptor } from '../../../schemas/core/reports/reportParamsDescriptor';
import { useAlert } from '../../platform/alerts/useAlert';
import { api } from '../../platform/api/apiClient';
import { fieldErrors } from '../../platform/api/fieldErrors';
import { localeTag } from '../../platform/i18n/languages';
import { useSession } from '../../platform/session/useSession';
import { Button } from '../../widgets/Button';
import { FormError } from '../../widgets/FormError';
import { rawFailure, rawHeaders } from '../entity/common/rawRequest';
import { saveDownload } from '../entity/common/saveDownload';
import { ParamsFieldset } from '../params/ParamsFieldset';
import { paramsFromAddress } from '../params/paramsFromAddress';
import { type ResultRow, resultCellText } from '../params/resultColumns';
import { useParamsDraft } from '../params/useParamsDraft';
import { useRouteTitle } from '../router/useRouteTitle';
import { useSettingsRuntime } from '../settings/SettingsRuntimeContext';
import { fromDraft } from '../settings/settingsDraft';
import { ReportChart } from './ReportChart';
import { ReportPrintTable } from './ReportPrintTable';
import { reportTableColumns } from './reportTableColumns';
import '../settings/settings.css';
import '../tasks/tasks.css';
import './reports.css';

/** The key each row of a run gets on arrival (not a column). */
const ROW_KEY = '__row';

/** A run: its rows, their totals, and the parameters they were worked out with (what Export sends). */
interface Run {
  rows: ResultRow[];
  totals: ResultRow | null;
  params: Record<string, unknown>;
}

/**
 * A report's screen: its parameters, run at once with the defaults (this month) and again on
 * Run; then its heading (the period, also the breadcrumb of a `dynamicTitle` route), its charts,
 * and the table with a totals line; Export downloads the same as XLSX for whoever holds the
 * export right. Changing a parameter keeps the figures shown until the next Run, marked as
 * out of date, so Export always sends what is shown.
 */
export function ReportViewer({ descriptor }: { descriptor: ReportDescriptor }) {
  const { t, i18n } = useTranslation(['entity', descriptor.module]);
  const titleId = useId();
  const alert = useAlert();
  const session = useSession();
  const { widgets } = useSettingsRuntime();
  const params = useMemo(() => reportParamsDescriptor(descriptor), [descriptor]);
  // A drill-down from another report opens this one set by its address (`?account=1111`).
  const [search] = useSearchParams();
  const given = useMemo(() => paramsFromAddress(params, search), [params, search]);
  const [draft, setDraft] = useParamsDraft(descriptor.api, params, given);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState<'run' | 'export' | null>(null);
  const canExport = hasPermission(session?.user.userPermission, descriptor.permission.export);
  const locale = localeTag(i18n.language);

  const failed = useCallback(
    (error: unknown) => {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length === 0) alert.error(error);
      else {
        setErrors(fields);
        setFormError(t('settingsDocument.checkFields'));
      }
    },
    [alert, t],
  );

  const runWith = useCallback(
    async (values: Record<string, unknown>) => {
      setBusy('run');
      setErrors({});
      setFormError(null);
      try {
        const answer = await api.post<{ data: { rows: ResultRow[]; totals: ResultRow | null } }>(
          `${descriptor.api}/run`,
          values,
        );
        // Each row keyed by its place: report rows have no id, and the table needs a key.
        setRun({
          ...answer.data,
          rows: answer.data.rows.map((row, i) => ({ ...row, [ROW_KEY]: i })),
          params: values,
        });
        setStale(false);
      } catch (error) {
        failed(error);
      } finally {
        setBusy(null);
      }
    },
    [descriptor.api, failed],
  );

  // The report opens run with its defaults: people come to read it, not to fill a form first.
  const ranFirst = useRef(false);
  useEffect(() => {
    if (!draft || ranFirst.current) return;
    ranFirst.current = true;
    void runWith(fromDraft(params, draft, widgets));
  }, [draft, params, widgets, runWith]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) void runWith(fromDraft(params, draft, widgets));
  };

  const exportFile = async () => {
    if (!run) return;
    setBusy('export');
    try {
      const response = await fetch(`${descriptor.api}/export`, {
        method: 'POST',
        headers: rawHeaders({ 'Content-Type': 'application/json' }),
        credentials: 'include',
        body: JSON.stringify(run.params),
      });
      if (!response.ok) throw await rawFailure(response);
      await saveDownload(response, `${descriptor.id}.xlsx`);
    } catch (error) {
      alert.error(error);
    } finally {
      setBusy(null);
    }
  };

  const heading = run && descriptor.heading ? t(descriptor.heading, headingValues(run.params)) : null;
  useRouteTitle(heading);
  const columns = reportTableColumns(descriptor.columns, run?.params ?? {}, t, locale);

  return (
    <section className="shell-card settings-screen task-screen report-screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{heading ?? t(descriptor.title)}</h1>
      {descriptor.intro && <p>{t(descriptor.intro)}</p>}
      {draft && (
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <FormError message={formError} />
          <ParamsFieldset
            params={params}
            draft={draft}
            errors={errors}
            setErrors={setErrors}
            onChange={(next) => {
              setDraft(next);
              setStale(run !== null);
            }}
          />
          <div className="task-screen__actions">
            <Button color="primary" htmlType="submit" loading={busy === 'run'}>
              {t('report.run')}
            </Button>
            {canExport && (
              <Button disabled={!run || stale} loading={busy === 'export'} onClick={() => void exportFile()}>
                {t('report.export')}
              </Button>
            )}
            <Button disabled={!run || stale} onClick={() => window.print()}>
              {t('report.print')}
            </Button>
          </div>
        </form>
      )}
      {run && (
        <div className="task-screen__preview report-screen__result" aria-busy={busy === 'run'}>
          <p role="status">{stale ? t('report.stale') : t('report.summary', { count: run.rows.length })}</p>
          {run.rows.length > 0 && (descriptor.charts ?? []).length > 0 && (
            <div className="report-screen__charts">
              {(descriptor.charts ?? []).map((chart) => (
                <ReportChart
                  key={chart.title}
                  chart={chart}
                  columns={descriptor.columns}
                  rows={run.rows}
                  t={t}
                />
              ))}
            </div>
          )}
          <Table<ResultRow>
            size="small"
            rowKey={(row) => String(row[ROW_KEY])}
            columns={columns}
            dataSource={run.rows}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('report.empty') }}
            summary={() =>
              run.totals && run.rows.length > 0 ? (
                <Table.Summary fixed>
                  <Table.Summary.Row className="report-screen__totals">
                    {descriptor.columns.map((column, i) => (
                      <Table.Summary.Cell
                        key={column.key}
                        index={i}
                        align={column.type === 'decimal' || column.type === 'integer' ? 'right' : undefined}
                      >
                        {i === 0 && !(column.key in (run.totals ?? {}))
                          ? t('report.total')
                          : column.key in (run.totals ?? {})
                            ? resultCellText(column, run.totals?.[column.key], t, locale)
                            : ''}
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
          <ReportPrintTable
            heading={heading ?? t(descriptor.title)}
            footer={t('report.printedBy', {
              name: session?.user.name ?? '',
              at: new Date().toLocaleString(locale),
            })}
            columns={descriptor.columns}
            rows={run.rows}
            totals={run.totals}
            t={t}
            locale={locale}
          />
        </div>
      )}
    </section>
  );
}

/** Parameters as the heading's interpolation values. */
function headingValues(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
  );
}
