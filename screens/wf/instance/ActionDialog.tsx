import { Radio } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceView } from '../../../schemas/wf/wfApi';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { isApiError } from '../../../src/platform/api/ApiError';
import { fieldErrors, serverMessage } from '../../../src/platform/api/fieldErrors';
import { Dialog } from '../../../src/widgets/Dialog';
import { FormError } from '../../../src/widgets/FormError';
import { SelectField } from '../../../src/widgets/SelectField';
import type { DialogControl } from '../../../src/widgets/useDialog';
import {
  type ActionDraft,
  actionInput,
  adminInput,
  type DialogAction,
  emptyDraft,
  missingFields,
} from './actionRequest';
import { AttachFiles } from './AttachFiles';
import { CommentBox } from './CommentBox';
import { instanceApi, type WfFile } from './instanceApi';
import { UserPicker } from './UserPicker';
import { useWfFormat } from './useWfFormat';

export interface ActionDialogProps {
  control: DialogControl;
  action: DialogAction | null;
  view: InstanceView;
  me: number;
  /** The action went through: the application as it is now. */
  onDone: (view: InstanceView, action: DialogAction) => void;
  /** 409: someone acted first (or the caller's task was decided); the screen reloads. */
  onConflict: () => void;
}

/**
 * Asks what a decision needs and sends it: a comment (with the user's common words), files, and
 * per action where to (reject: end or back to the applicant; return: which earlier stage), whom
 * (add a signer before or after oneself, forward), and for whom when the caller signs as a
 * delegate of several. A 422 shows under its fields; a 409 hands back to the screen to reload.
 */
export function ActionDialog({ control, action, view, me, onDone, onConflict }: ActionDialogProps) {
  const { t } = useTranslation('wf');
  const alert = useAlert();
  const format = useWfFormat();
  const id = useId();
  const [draft, setDraft] = useState<ActionDraft>(() => emptyDraft(view));
  const [files, setFiles] = useState<WfFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { isOpen } = control;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh draft each time the dialog opens, not on every reload of the view.
  useEffect(() => {
    if (!isOpen) return;
    setDraft(emptyDraft(view));
    setFiles([]);
    setErrors({});
    setFormError(null);
  }, [isOpen, action]);
  if (!action) return null;
  const admin = action === 'reroute' || action === 'end';
  const patch = (change: Partial<ActionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  const send = async () => {
    const missing = missingFields(action, draft);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t(`instance.dialog.required.${field}`)])));
      setFormError(t('instance.dialog.fillIn'));
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      const body = { ...draft, fileIds: files.map((file) => file.id) };
      const answer = admin
        ? await instanceApi.admin(view.id, adminInput(action, body, view))
        : await instanceApi.act(view.id, actionInput(action, body, view, me));
      control.close();
      onDone(answer, action);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        control.close();
        onConflict();
      } else if (isApiError(error) && error.status === 422) {
        const onFields = fieldErrors(error);
        // `reason` is the administrator's comment box.
        if (onFields.reason) onFields.comment = onFields.reason;
        setErrors(onFields);
        setFormError(serverMessage(error) ?? t('instance.dialog.fillIn'));
      } else {
        alert.error(error);
      }
    } finally {
      setSending(false);
    }
  };

  const decision = !admin && action !== 'withdraw';
  const actingFor = view.allowed.actingFor;
  const fieldError = (name: string) => errors[name];
  return (
    <Dialog
      control={control}
      name={`wf-action-${action}`}
      title={t(`instance.dialog.titles.${action}`)}
      width={560}
      height="auto"
      buttons={[
        { text: t('instance.dialog.cancel'), onClick: control.close },
        {
          text: t(`instance.dialog.confirm.${action}`),
          color: action === 'reject' || action === 'end' || action === 'withdraw' ? 'danger' : 'primary',
          loading: sending,
          onClick: () => void send(),
        },
      ]}
    >
      <div className="wf-action-dialog">
        <FormError message={formError} />
        <p className="wf-action-dialog__intro">{t(`instance.dialog.intro.${action}`)}</p>
        {decision && actingFor.length > 1 && (
          <SelectField<number>
            label={t('instance.dialog.actingFor')}
            value={draft.onBehalfOf}
            searchable={false}
            error={fieldError('onBehalfOf')}
            options={actingFor.map((user) => ({
              value: user.id,
              label: user.id === me ? t('instance.dialog.myself', { name: user.name }) : user.name,
            }))}
            onChange={(onBehalfOf) => patch({ onBehalfOf })}
          />
        )}
        {action === 'reject' && (
          <fieldset className="wf-choice">
            <legend>
              {t('instance.dialog.rejectTo')}
              <span className="wf-required" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            <Radio.Group
              value={draft.rejectTo}
              onChange={(event) => patch({ rejectTo: event.target.value as 'end' | 'applicant' })}
              aria-invalid={fieldError('rejectTo') ? true : undefined}
              options={[
                { value: 'applicant', label: t('instance.dialog.rejectToApplicant') },
                { value: 'end', label: t('instance.dialog.rejectToEnd') },
              ]}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
            {fieldError('rejectTo') && <div className="wf-field-error">{fieldError('rejectTo')}</div>}
          </fieldset>
        )}
        {action === 'return' && (
          <SelectField<string>
            label={t('instance.dialog.returnTo')}
            required
            value={draft.toStageKey}
            searchable={false}
            error={fieldError('toStageKey')}
            options={view.allowed.returnTo.map((stage) => ({
              value: stage.key,
              label: format.text(stage.name),
            }))}
            onChange={(toStageKey) => patch({ toStageKey })}
          />
        )}
        {(action === 'addSigner' || action === 'forward' || action === 'reroute') && (
          <div className="wf-dialog-field">
            <label htmlFor={`${id}-users`}>
              {t(`instance.dialog.users.${action}`)}
              <span className="wf-required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <UserPicker
              id={`${id}-users`}
              label={t(`instance.dialog.users.${action}`)}
              multiple={action !== 'forward'}
              exclude={action === 'reroute' ? [] : [me]}
              value={draft.userIds}
              invalid={Boolean(fieldError('userIds'))}
              describedBy={fieldError('userIds') ? `${id}-users-error` : undefined}
              onChange={(userIds) => patch({ userIds })}
            />
            {fieldError('userIds') && (
              <div id={`${id}-users-error`} className="wf-field-error">
                {fieldError('userIds')}
              </div>
            )}
          </div>
        )}
        {action === 'addSigner' && (
          <fieldset className="wf-choice">
            <legend>{t('instance.dialog.position')}</legend>
            <Radio.Group
              value={draft.position}
              onChange={(event) => patch({ position: event.target.value as 'before' | 'after' })}
              options={[
                { value: 'before', label: t('instance.dialog.before') },
                { value: 'after', label: t('instance.dialog.after') },
              ]}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </fieldset>
        )}
        <CommentBox
          label={admin ? t('instance.dialog.reason') : t('instance.dialog.comment')}
          required={action === 'comment' || admin}
          value={draft.comment}
          error={fieldError('comment')}
          onChange={(comment) => patch({ comment })}
        />
        {!admin && (
          <AttachFiles
            label={t('instance.dialog.files')}
            files={files}
            onChange={setFiles}
            upload={(file) => instanceApi.upload(view.id, file)}
            disabled={sending}
          />
        )}
      </div>
    </Dialog>
  );
}
