import { Progress } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRun } from './useImportRun';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file chooser of an import and, while a step runs, its progress bar and spoken status. */
export function ImportFileControls({ importer }: { importer: ImportRun }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { busy, progress } = importer;
  return (
    <>
      <div className="entity-import__file">
        <label htmlFor={inputId}>{t('entity:import.file')}</label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={busy !== null}
          onChange={(event) => importer.choose(event.target.files?.[0] ?? null)}
        />
      </div>
      {busy && (
        <div className="entity-import__progress">
          <Progress percent={importer.percent} aria-label={t('entity:import.progress')} />
          <span role="status">
            {t(busy === 'commit' ? 'entity:import.writing' : 'entity:import.checking', {
              done: progress?.done ?? 0,
              total: progress?.total ?? 0,
            })}
          </span>
        </div>
      )}
    </>
  );
}
