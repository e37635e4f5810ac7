import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../widgets/Dialog';
import type { DialogControl } from '../../../widgets/useDialog';
import { useDialogAction } from '../../../widgets/useDialogAction';

/**
 * A yes/no question before a destructive step; the confirm button waits for the work.
 * @example <ConfirmDialog control={dialog} message={t('common:confirm.delete')} confirmText={t('common:action.delete')} onConfirm={remove} />
 */
export function ConfirmDialog({
  control,
  title,
  message,
  confirmText,
  onConfirm,
}: {
  control: DialogControl;
  title?: string;
  message: string;
  confirmText: string;
  /** Resolves when done; the dialog then closes. A rejection keeps it open (the caller alerts). */
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const action = useDialogAction(control);
  return (
    <Dialog
      control={control}
      name="confirm"
      title={title ?? t('entity:confirm.title')}
      height="auto"
      width={400}
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close, disabled: action.busy },
        {
          text: confirmText,
          color: 'danger',
          loading: action.busy,
          onClick: () => void action.run(onConfirm),
        },
      ]}
    >
      <p>{message}</p>
    </Dialog>
  );
}
