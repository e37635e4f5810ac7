import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../src/widgets/Dialog';
import { useDialog } from '../../../src/widgets/useDialog';

export interface SettingsConflictDialogProps {
  /** Open while the last save was refused as stale (409). */
  open: boolean;
  /** Takes the stored settings, dropping the form's changes. */
  onReload: () => void;
  /** Closes without reloading: the form keeps its values, e.g. to note them first. */
  onDismiss: () => void;
}

/** Says that someone else saved these settings meanwhile and offers to reload them. */
export function SettingsConflictDialog({ open, onReload, onDismiss }: SettingsConflictDialogProps) {
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
      name="settings-conflict"
      title={t('settings.conflictTitle')}
      height="auto"
      onClose={onDismiss}
      buttons={[
        { text: t('common:action.cancel'), onClick: close },
        { text: t('settings.reload'), color: 'primary', onClick: onReload },
      ]}
    >
      <p>{t('settings.conflict')}</p>
      <p>{t('settings.conflictBody')}</p>
    </Dialog>
  );
}
