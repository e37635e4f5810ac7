import { Alert, Progress } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../src/platform/api/ApiError';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { ConfirmDialog } from '../../../src/runtime/entity/common/ConfirmDialog';
import { ImportErrorsTable } from '../../../src/runtime/entity/list/import/ImportErrorsTable';
import type { ImportProgress } from '../../../src/runtime/entity/list/import/ImportReport';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { useDialog } from '../../../src/widgets/useDialog';
import { ImportChangesTable } from './ImportChangesTable';
import { ImportPasswordChoice } from './ImportPasswordChoice';
import { postScImport } from './postScImport';
import type { ImportKind, PasswordMode, ScImportReport } from './ScImportReport';
import './importExport.css';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first message of a 422's field, if the answer was one. */
function fieldError(error: unknown, field: string): string | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const errors = (error.data as { errors?: Record<string, string[]> }).errors;
  return errors?.[field]?.[0] ?? null;
}

/**
 * `/sc/import-dept` and `/sc/import-user`: choose a file, check it (a dry run listing what
 * each row would create, change or deactivate, and every row's problems), confirm, and the
 * whole file is written at once. Progress shows while a long file is checked or written.
 */
export function ImportScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const fileId = useId();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const confirm = useDialog();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [passwordMode, setPasswordMode] = useState<PasswordMode>('shared');
  const [busy, setBusy] = useState<'dry-run' | 'commit' | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ScImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const title = t(
    kind === 'department' ? 'importExport.import.titleDepartment' : 'importExport.import.titleUser',
  );

  const forget = () => {
    setReport(null);
    setProgress(null);
    setProblem(null);
    setPasswordProblem(null);
  };

  const run = async (mode: 'dry-run' | 'commit') => {
    if (!file) {
      setProblem(t('importExport.errors.noFile'));
      return;
    }
    setBusy(mode);
    forget();
    try {
      const passwords = { mode: passwordMode, initial: kind === 'user' ? password : '' };
      const answer = await postScImport(kind, file, mode, passwords, setProgress);
      setReport(answer);
      if (answer.committed)
        alert.success(
          t('importExport.import.committedSummary', {
            count: answer.total,
            create: answer.create,
            update: answer.update,
            deactivate: answer.deactivate,
            unchanged: answer.unchanged,
          }),
        );
    } catch (error) {
      const onPassword = fieldError(error, 'password');
      if (onPassword) setPasswordProblem(onPassword);
      else setProblem(error instanceof Error ? error.message : String(error));
      alert.error(error);
      throw error;
    } finally {
      setBusy(null);
    }
  };

  const changing = report ? report.create + report.update + report.deactivate : 0;
  const canCommit = report !== null && !report.committed && report.errors.length === 0 && changing > 0;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  // `count` (the rows) picks the summary's plural form.
  const counts = report && {
    count: report.total,
    create: report.create,
    update: report.update,
    deactivate: report.deactivate,
    unchanged: report.unchanged,
  };

  return (
    <section className="shell-card settings-screen sc-import" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>
        {t(kind === 'department' ? 'importExport.import.introDepartment' : 'importExport.import.introUser')}
      </p>
      <p>{t('importExport.import.rules')}</p>
      <p className="sc-import__hint">{t('importExport.import.template')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run('dry-run').catch(() => undefined);
        }}
        noValidate
      >
        <div className="sc-import__file">
          <label htmlFor={fileId}>{t('importExport.import.file')}</label>
          <input
            ref={fileInput}
            id={fileId}
            name="file"
            type="file"
            accept={ACCEPT}
            disabled={busy !== null}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              forget();
            }}
          />
        </div>
        {kind === 'user' && (
          <ImportPasswordChoice
            mode={passwordMode}
            onModeChange={(next) => {
              setPasswordMode(next);
              // The check depends on the choice (invitations need addresses): check again.
              forget();
            }}
            password={password}
            onPasswordChange={(next) => {
              setPassword(next);
              setPasswordProblem(null);
            }}
            error={passwordProblem}
            disabled={busy !== null}
          />
        )}
        <FormError message={problem} />
        <div className="sc-import__buttons">
          <Button htmlType="submit" disabled={!file || busy === 'commit'} loading={busy === 'dry-run'}>
            {t('importExport.import.check')}
          </Button>
          <Button
            color="primary"
            disabled={!canCommit || busy !== null}
            loading={busy === 'commit'}
            onClick={confirm.open}
          >
            {t('importExport.import.commit')}
          </Button>
          {report?.committed && (
            <Button
              onClick={() => {
                setFile(null);
                forget();
                if (fileInput.current) fileInput.current.value = '';
                fileInput.current?.focus();
              }}
            >
              {t('importExport.import.again')}
            </Button>
          )}
        </div>
      </form>
      {busy && (
        <div className="sc-import__progress">
          <Progress percent={percent} aria-label={t('importExport.import.progress')} />
          <span role="status">
            {t(
              busy === 'commit' && progress?.phase === 'write'
                ? 'importExport.import.writing'
                : 'importExport.import.checking',
              {
                done: progress?.done ?? 0,
                total: progress?.total ?? 0,
              },
            )}
          </span>
        </div>
      )}
      {report && counts && !busy && (
        <div className="sc-import__report">
          <p role="status">
            {t(
              report.committed ? 'importExport.import.committedSummary' : 'importExport.import.summary',
              counts,
            )}
          </p>
          {report.invitations > 0 && (
            <p>
              {t(
                report.committed
                  ? 'importExport.import.invitationsSent'
                  : 'importExport.import.invitationsPlanned',
                { count: report.invitations },
              )}
            </p>
          )}
          {report.invitationFailure && <Alert type="warning" showIcon title={report.invitationFailure} />}
          {report.errors.length > 0 && (
            <>
              <Alert
                type="error"
                showIcon
                title={t('importExport.import.hasErrors', { count: report.errors.length })}
              />
              <h2>{t('importExport.import.errorsTable')}</h2>
              <ImportErrorsTable errors={report.errors} columnTitle={(f) => t(`importExport.columns.${f}`)} />
            </>
          )}
          {report.errors.length === 0 && changing === 0 && <p>{t('importExport.import.nothingToDo')}</p>}
          {report.changes.length > 0 && (
            <>
              <h2>{t('importExport.import.changesTable')}</h2>
              {report.changes.length < changing && (
                <p className="sc-import__hint">
                  {t('importExport.import.changesShown', { shown: report.changes.length, count: changing })}
                </p>
              )}
              <ImportChangesTable changes={report.changes} />
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        control={confirm}
        title={t('importExport.import.confirmTitle')}
        message={t('importExport.import.confirmBody', {
          count: report?.create ?? 0,
          update: report?.update ?? 0,
          deactivate: report?.deactivate ?? 0,
        })}
        confirmText={t('importExport.import.commit')}
        onConfirm={() => run('commit')}
      />
    </section>
  );
}
