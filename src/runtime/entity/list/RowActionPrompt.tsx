import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../widgets/Dialog';
import { TextAreaField } from '../../../widgets/TextAreaField';
import { TextField } from '../../../widgets/TextField';
import type { DialogControl } from '../../../widgets/useDialog';
import { useDialogAction } from '../../../widgets/useDialogAction';

/** The largest reason a row action takes (the server's limit too). */
export const REASON_MAX_LENGTH = 1000;

/**
 * The question before a row action (docs/guide-admin-screen.md, "Row actions"): its message and,
 * when the action asks for one, a reason (`required` refuses to go on without it) and a date
 * (`dateLabel`: optional, empty leaves it to the server). Screens with
 * rows from elsewhere (the sign-off's running instances) use it for their own actions too.
 * @example <RowActionPrompt control={dialog} title="End" message="End “PR-0001”?" reason="required" confirmText="End" onConfirm={(reason) => end(reason)} />
 */
export function RowActionPrompt({
  control,
  title,
  message,
  reason,
  dateLabel,
  confirmText,
  danger = false,
  onConfirm,
}: {
  control: DialogControl;
  title: string;
  message?: string;
  reason?: 'optional' | 'required';
  /** The label of the date the action asks for, when it asks one. */
  dateLabel?: string | undefined;
  confirmText: string;
  danger?: boolean;
  /** Resolves when done; the dialog then closes. A rejection keeps it open (the caller alerts). */
  onConfirm: (reason: string | null, date: string | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const action = useDialogAction(control);
  const [text, setText] = useState('');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each opening starts with an empty reason.
  useEffect(() => {
    if (control.isOpen) {
      setText('');
      setDate('');
      setError(null);
    }
  }, [control.isOpen]);
  const submit = () => {
    const given = text.trim();
    if (reason === 'required' && given === '') {
      setError(t('entity:rowAction.reasonRequired'));
      return;
    }
    void action.run(() => onConfirm(given === '' ? null : given, date === '' ? null : date));
  };
  return (
    <Dialog
      control={control}
      name="row-action"
      title={title}
      height="auto"
      width={440}
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close, disabled: action.busy },
        { text: confirmText, color: danger ? 'danger' : 'primary', loading: action.busy, onClick: submit },
      ]}
    >
      {message && <p>{message}</p>}
      {dateLabel && (
        <TextField
          label={dateLabel}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      )}
      {reason && (
        <TextAreaField
          label={t('entity:rowAction.reason')}
          required={reason === 'required'}
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      )}
    </Dialog>
  );
}
