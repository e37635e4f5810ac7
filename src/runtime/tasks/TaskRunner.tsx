import { Table } from 'antd';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import type { TaskDescriptor } from '../../../schemas/core/tasks/taskDescriptorSchema';
import { taskParamsDescriptor } from '../../../schemas/core/tasks/taskParamsDescriptor';
import { useAlert } from '../../platform/alerts/useAlert';
import { api } from '../../platform/api/apiClient';
import { localeTag } from '../../platform/i18n/languages';
import { fieldErrors } from '../../platform/api/fieldErrors';
import { useSession } from '../../platform/session/useSession';
import { Button } from '../../widgets/Button';
import { Dialog } from '../../widgets/Dialog';
import { FormError } from '../../widgets/FormError';
import { useDialog } from '../../widgets/useDialog';
import { ParamsFieldset } from '../params/ParamsFieldset';
import { type ResultRow as Row, resultColumns } from '../params/resultColumns';
import { useParamsDraft } from '../params/useParamsDraft';
import { useSettingsRuntime } from '../settings/SettingsRuntimeContext';
import { fromDraft } from '../settings/settingsDraft';
import '../settings/settings.css';
import './tasks.css';

/** A preview: the rows and the parameters they were worked out with (what Apply sends). */
interface Preview {
  rows: Row[];
  params: Record<string, unknown>;
}

/**
 * A task's screen: its parameters (settings controls), Preview (what it would change, as a
 * table, changing nothing), then Apply after a confirmation, for whoever has the run right; the
 * answer's table is the preview after applying, which then shows nothing left to change.
 * Changing a parameter drops the preview, so Apply always runs what was shown.
 */
export function TaskRunner({ descriptor }: { descriptor: TaskDescriptor }) {
  const { t, i18n } = useTranslation(['entity', descriptor.module]);
  const titleId = useId();
  const alert = useAlert();
  const session = useSession();
  const { widgets } = useSettingsRuntime();
  const params = useMemo(() => taskParamsDescriptor(descriptor), [descriptor]);
  const [draft, setDraft] = useParamsDraft(descriptor.api, params);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const confirm = useDialog();
  const canRun = hasPermission(session?.user.userPermission, descriptor.permission.run);

  /** A parameter's message goes under it; a refusal of the work itself (a balance) above the form. */
  const failed = (error: unknown) => {
    const fields = fieldErrors(error);
    const other = Object.entries(fields).filter(([name]) => !(name in descriptor.params));
    if (Object.keys(fields).length === 0) alert.error(error);
    else {
      setErrors(fields);
      setFormError(
        other.length > 0 ? other.map(([, message]) => message).join(' ') : t('settingsDocument.checkFields'),
      );
    }
  };

  const runPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const values = fromDraft(params, draft, widgets);
    setBusy('preview');
    setErrors({});
    setFormError(null);
    try {
      const answer = await api.post<{ data: { rows: Row[] } }>(`${descriptor.api}/preview`, values);
      setPreview({ rows: answer.data.rows, params: values });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!preview) return;
    setBusy('apply');
    try {
      const answer = await api.post<{ message: string; data: { rows: Row[] } }>(
        `${descriptor.api}/apply`,
        preview.params,
      );
      confirm.close();
      setPreview({ rows: answer.data.rows, params: preview.params });
      alert.success(answer.message);
    } catch (error) {
      confirm.close();
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const change = descriptor.changeColumn;
  const changing = preview ? preview.rows.filter((row) => (change ? row[change] === true : true)).length : 0;
  const columns = resultColumns(descriptor.columns, t, localeTag(i18n.language));

  return (
    <section className="shell-card settings-screen task-screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(descriptor.title)}</h1>
      {descriptor.intro && <p>{t(descriptor.intro)}</p>}
      {draft && (
        <form onSubmit={runPreview} noValidate aria-labelledby={titleId}>
          <FormError message={formError} />
          <ParamsFieldset
            params={params}
            draft={draft}
            errors={errors}
            setErrors={setErrors}
            onChange={(next) => {
              setDraft(next);
              setPreview(null);
            }}
          />
          <div className="task-screen__actions">
            <Button color="primary" htmlType="submit" loading={busy === 'preview'}>
              {t('task.preview')}
            </Button>
            {canRun && (
              <Button color="danger" disabled={!preview || changing === 0} onClick={confirm.open}>
                {t('task.apply')}
              </Button>
            )}
          </div>
        </form>
      )}
      {preview && (
        <div className="task-screen__preview">
          <p role="status">{t('task.summary', { count: changing, total: preview.rows.length })}</p>
          <Table<Row>
            size="small"
            rowKey={(_, i) => String(i)}
            columns={columns}
            dataSource={preview.rows}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            rowClassName={(row) => (change && row[change] !== true ? 'task-screen__unchanged' : '')}
            locale={{ emptyText: t('task.empty') }}
          />
        </div>
      )}
      <Dialog
        control={confirm}
        name="task-confirm"
        title={t('task.apply')}
        buttons={[
          { text: t('task.apply'), color: 'danger', loading: busy === 'apply', onClick: () => void apply() },
        ]}
      >
        <p>{t(descriptor.confirm, { count: changing })}</p>
      </Dialog>
    </section>
  );
}
