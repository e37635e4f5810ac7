import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../src/widgets/Dialog';
import { useDialog } from '../../../src/widgets/useDialog';

export interface UserConflictDialogProps {
  /** Open while the last save was refused as stale (409). */
  open: boolean;
  /** Takes the stored user, dropping the form's changes. */
  onReload: () => void;
  /** Closes without reloading: the form keeps its values, e.g. to note them first. */
  onDismiss: () => void;
}

/** Says that someone else saved this user meanwhile and offers to reload (as the settings screens do). */
export function UserConflictDialog({ open, onReload, onDismiss }: UserConflictDialogProps) {
  const { t } = useTranslation('sc');
  const control = useDialog();
  const { open: show, close } = control;
  useEffect(() => {
    if (open) show();
    else close();
  }, [open, show, close]);
  return (
    <Dialog
      control={control}
      name="user-conflict"
      title={t('users.screen.conflictTitle')}
      height="auto"
      onClose={onDismiss}
      buttons={[
        { text: t('common:action.cancel'), onClick: close },
        { text: t('common:action.reload'), color: 'primary', onClick: onReload },
      ]}
    >
      <p>{t('users.screen.conflict')}</p>
      <p>{t('users.screen.conflictBody')}</p>
    </Dialog>
  );
}
