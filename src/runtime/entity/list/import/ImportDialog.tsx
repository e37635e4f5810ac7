import { Progress } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../../platform/alerts/useAlert';
import { Dialog } from '../../../../widgets/Dialog';
import type { DialogControl } from '../../../../widgets/useDialog';
import { entityTitle } from '../../format/fieldLabels';
import type { ImportProgress, ImportReport } from './ImportReport';
import { ImportReportView } from './ImportReportView';
import { postImport } from './postImport';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Import in two steps, as the server offers it: a dry run that reports every
 * row's problems and what would be created or updated, then an all-or-nothing commit.
 */
export function ImportDialog({
  control,
  descriptor,
  onImported,
}: {
  control: DialogControl;
  descriptor: EntityDescriptor;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'dry-run' | 'commit' | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    setProgress(null);
    setBusy(null);
  };

  const run = async (mode: 'dry-run' | 'commit') => {
    if (!file) return;
    setBusy(mode);
    setProgress(null);
    try {
      const answer = await postImport(descriptor.api, file, mode, setProgress);
      setReport(answer);
      if (mode === 'commit' && answer.committed) {
        alert.success(t('entity:import.done', { create: answer.create, update: answer.update }));
        onImported();
        control.close();
      }
    } catch (error) {
      alert.error(error);
    } finally {
      setBusy(null);
    }
  };

  const canCommit =
    report !== null && !report.committed && report.errors.length === 0 && report.create + report.update > 0;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Dialog
      control={control}
      name="import"
      title={t('entity:import.title', { entity: entityTitle(t, descriptor) })}
      width={720}
      height="auto"
      onClose={reset}
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close, disabled: busy !== null },
        {
          text: t('entity:import.check'),
          onClick: () => void run('dry-run'),
          disabled: !file || busy === 'commit',
          loading: busy === 'dry-run',
        },
        {
          text: t('entity:import.commit'),
          color: 'primary',
          onClick: () => void run('commit'),
          disabled: !canCommit || busy === 'dry-run',
          loading: busy === 'commit',
        },
      ]}
    >
      <p>{t('entity:import.help')}</p>
      <div className="entity-import__file">
        <label htmlFor={inputId}>{t('entity:import.file')}</label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={busy !== null}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setReport(null);
            setProgress(null);
          }}
        />
      </div>
      {busy && (
        <div className="entity-import__progress">
          <Progress percent={percent} aria-label={t('entity:import.progress')} />
          <span role="status">
            {t(busy === 'commit' ? 'entity:import.writing' : 'entity:import.checking', {
              done: progress?.done ?? 0,
              total: progress?.total ?? 0,
            })}
          </span>
        </div>
      )}
      {report && !busy && <ImportReportView descriptor={descriptor} report={report} />}
    </Dialog>
  );
}
