import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../src/widgets/FieldFrame';
import { Dialog } from '../../../src/widgets/Dialog';
import { ShareMemberSelect } from '../../../src/widgets/ShareMemberSelect';
import { TextAreaField } from '../../../src/widgets/TextAreaField';
import type { DialogControl } from '../../../src/widgets/useDialog';
import { useDialogAction } from '../../../src/widgets/useDialogAction';
import { REASON_MAX_LENGTH } from '../../../src/runtime/entity/list/RowActionPrompt';

/**
 * Reroutes a stuck application: the people who sign its current stage instead of those still
 * pending, and why (both required; the engine records the reason in the history).
 * @example <RerouteDialog control={dialog} name="PR-0001" onReroute={(userIds, reason) => …} />
 */
export function RerouteDialog({
  control,
  name,
  onReroute,
}: {
  control: DialogControl;
  name: string;
  onReroute: (userIds: number[], reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('wf');
  const action = useDialogAction(control);
  const [users, setUsers] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ users?: string; reason?: string }>({});
  useEffect(() => {
    if (control.isOpen) {
      setUsers([]);
      setReason('');
      setErrors({});
    }
  }, [control.isOpen]);
  const submit = () => {
    const found = {
      ...(users.length === 0 ? { users: t('admin.running.chooseSigners') } : {}),
      ...(reason.trim() === '' ? { reason: t('entity:rowAction.reasonRequired') } : {}),
    };
    setErrors(found);
    if (found.users || found.reason) return;
    void action.run(() => onReroute(users, reason.trim()));
  };
  return (
    <Dialog
      control={control}
      name="reroute"
      title={t('admin.running.rerouteTitle', { name })}
      height="auto"
      width={520}
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close, disabled: action.busy },
        { text: t('admin.running.reroute'), color: 'primary', loading: action.busy, onClick: submit },
      ]}
    >
      <p>{t('admin.running.rerouteIntro')}</p>
      <FieldFrame label={t('admin.running.newSigners')} required error={errors.users ?? null}>
        {(control) => (
          <ShareMemberSelect
            id={control.id}
            label={t('admin.running.newSigners')}
            value={users}
            onChange={(ids) => {
              setUsers(ids.map(Number));
              setErrors((e) => ({ ...e, users: undefined }));
            }}
          />
        )}
      </FieldFrame>
      <TextAreaField
        label={t('entity:rowAction.reason')}
        required
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        value={reason}
        error={errors.reason ?? null}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((e) => ({ ...e, reason: undefined }));
        }}
      />
    </Dialog>
  );
}
