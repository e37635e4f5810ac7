import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InstanceView, SaveInstanceInput } from '../../../schemas/wf/wfApi';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { isApiError } from '../../../src/platform/api/ApiError';
import { LeaveDialog } from '../../../src/runtime/entity/common/LeaveDialog';
import { useLeaveGuard } from '../../../src/runtime/entity/common/useLeaveGuard';
import { useFormShortcuts } from '../../../src/runtime/entity/form/useFormShortcuts';
import { Dialog } from '../../../src/widgets/Dialog';
import { FormError } from '../../../src/widgets/FormError';
import { useDialog } from '../../../src/widgets/useDialog';
import { useWfFormValidation } from '../form-runtime/useWfFormValidation';
import { WfFormView } from '../form-runtime/WfFormView';
import { AttachFiles } from '../instance/AttachFiles';
import { INSTANCE_API, instanceApi, type WfFile } from '../instance/instanceApi';
import { type ApplicationErrors, applicationErrors } from './applicationErrors';
import { ApproverChoices } from './ApproverChoices';
import { SignersPreview } from './SignersPreview';
import type { ApplicationSource } from './useApplicationSource';
import { usePlanPreview } from './usePlanPreview';

const NO_ERRORS: ApplicationErrors = { form: {}, chosen: {}, other: [], message: null };

export interface ApplicationEditorProps {
  source: ApplicationSource;
  /** A new application was stored as a draft (to attach files, or on Save draft): its id. */
  onStored: (id: number) => void;
}

/**
 * The application being filled in: the form (WfFormView), the signers the applicant picks, the
 * attachments, who will sign (previewed as the values change), and a sticky bar with Save draft
 * and Submit. Ctrl+S saves the draft; leaving with unsaved changes asks first. Files go up as they
 * are chosen and belong to the application once it is saved (or submitted) with their ids.
 */
export function ApplicationEditor({ source, onStored }: ApplicationEditorProps) {
  const { t } = useTranslation('wf');
  const alert = useAlert();
  const navigate = useNavigate();
  const { blocker, setDirty } = useLeaveGuard();
  const [values, setValues] = useState<Record<string, unknown>>(source.values);
  const [files, setFiles] = useState<WfFile[]>(source.files);
  const [chosen, setChosen] = useState<Record<string, number[]>>({});
  const [saved, setSaved] = useState(() =>
    JSON.stringify([source.values, source.files.map((f) => f.id), {}]),
  );
  const stored = useRef<{ id: number | null; version: number | null }>({
    id: source.instanceId,
    version: source.version,
  });
  // The stored id as state too: the form's file fields then upload to the application itself.
  const [storedId, setStoredId] = useState(source.instanceId);
  const validation = useWfFormValidation(source.form, values);
  const [errors, setErrors] = useState<ApplicationErrors>(NO_ERRORS);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const fileIds = files.map((file) => file.id);
  const dirty = JSON.stringify([values, fileIds, chosen]) !== saved;
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  const preview = usePlanPreview({
    templateId: source.templateId,
    values,
    fileIds,
    chosenApprovers: chosen,
  });

  /** Stores the application: as a draft with the values as typed, or submitted with the checked ones. */
  const store = async (submit: boolean, sent: Record<string, unknown> = values): Promise<InstanceView> => {
    const { id, version } = stored.current;
    const body: SaveInstanceInput = {
      templateId: source.templateId,
      values: sent,
      fileIds,
      chosenApprovers: chosen,
      submit,
    };
    const view =
      id === null
        ? await instanceApi.create(body)
        : await instanceApi.update(id, { ...body, version: version ?? 0 });
    const isNew = stored.current.id === null;
    stored.current = { id: view.id, version: view.version };
    if (isNew) {
      setStoredId(view.id);
      onStored(view.id);
    }
    return view;
  };
  const save = async (submit: boolean) => {
    if (busy) return;
    // Submit checks the form as the server will first (a draft may be incomplete).
    const checked = submit ? validation.validate() : null;
    if (checked && !checked.ok) return;
    setBusy(submit ? 'submit' : 'draft');
    setErrors(NO_ERRORS);
    try {
      const view = await store(submit, checked?.ok ? checked.values : values);
      setSaved(JSON.stringify([values, fileIds, chosen]));
      setDirty(false);
      if (submit) {
        alert.success(t('use.fill.submitted'));
        void navigate(`/wf-form?id=${view.id}`, { replace: true });
      } else {
        alert.success(t('use.fill.draftSaved'));
      }
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const choosable = new Set(
          (preview.plan?.stages ?? []).filter((stage) => stage.applicantChooses).map((stage) => stage.key),
        );
        setErrors(applicationErrors(error, source.form, choosable));
      } else if (isApiError(error) && error.status === 409)
        setErrors({ ...NO_ERRORS, message: t('use.fill.conflict') });
      else alert.error(error);
    } finally {
      setBusy(null);
    }
  };
  /** Before the application is stored, a file is the caller's until the save attaches it by id. */
  const upload = (file: File): Promise<WfFile> => instanceApi.upload(stored.current.id, file);

  const back = () => void navigate('/wf/use/list?key=1&folder=draft&sub=0&name=');
  const discardDialog = useDialog();
  /** Deletes the stored draft (a returned application cannot be discarded, only withdrawn). */
  const discard = async () => {
    const { id, version } = stored.current;
    if (id === null) return;
    try {
      await instanceApi.discard(id, version ?? 0);
      discardDialog.close();
      setDirty(false);
      alert.success(t('use.fill.discarded'));
      back();
    } catch (error) {
      discardDialog.close();
      alert.error(error);
    }
  };

  const rootRef = useRef<HTMLDivElement>(null);
  const keys = useFormShortcuts(rootRef, () => void save(false), back);
  const summary = [errors.message, ...errors.other].filter((line): line is string => Boolean(line));
  return (
    <div ref={rootRef} className="wf-fill" {...keys}>
      {source.status === 'returned' && (
        <p className="wf-notice wf-notice--conflict">{t('use.fill.returned')}</p>
      )}
      <FormError message={summary.length > 0 ? summary.join(' ') : null} />
      <div className="wf-fill__layout">
        <div className="wf-fill__main">
          <WfFormView
            form={source.form}
            values={values}
            onChange={setValues}
            errors={errors.form}
            validation={validation}
            disabled={busy !== null}
            uploadUrl={storedId === null ? `${INSTANCE_API}/files` : `${INSTANCE_API}/${storedId}/files`}
            files={files}
          />
          <ApproverChoices
            plan={preview.plan}
            chosen={chosen}
            errors={errors.chosen}
            onChange={(stageKey, userIds) => setChosen((current) => ({ ...current, [stageKey]: userIds }))}
          />
          <section className="wf-fill__files">
            <AttachFiles
              label={t('use.fill.attachments')}
              files={files}
              onChange={setFiles}
              upload={upload}
              disabled={busy !== null}
            />
          </section>
        </div>
        <aside className="wf-fill__aside">
          <SignersPreview preview={preview} />
        </aside>
      </div>
      <div className="entity-form__actions">
        <Space wrap>
          <Button
            type="primary"
            loading={busy === 'submit'}
            disabled={busy === 'draft'}
            onClick={() => void save(true)}
          >
            {t('use.fill.submit')}
          </Button>
          <Button
            loading={busy === 'draft'}
            disabled={busy === 'submit'}
            title={t('use.fill.shortcut')}
            onClick={() => void save(false)}
          >
            {t('use.fill.saveDraft')}
          </Button>
          <Button disabled={busy !== null} onClick={back}>
            {t('use.fill.cancel')}
          </Button>
          {storedId !== null && source.status !== 'returned' && (
            <Button danger disabled={busy !== null} onClick={discardDialog.open}>
              {t('use.fill.discard')}
            </Button>
          )}
        </Space>
      </div>
      <Dialog
        control={discardDialog}
        name="wf-discard-draft"
        title={t('use.fill.discardTitle')}
        height="auto"
        buttons={[
          { text: t('instance.dialog.cancel'), onClick: discardDialog.close },
          { text: t('use.fill.discard'), color: 'danger', onClick: () => void discard() },
        ]}
      >
        <p>{t('use.fill.discardBody')}</p>
      </Dialog>
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
