import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { useDialog } from './useDialog';

/** What a StaleSaveDialog says, in the caller's words (translated). */
export interface StaleSaveTexts {
  title: string;
  /** What happened, e.g. "Someone else changed these settings while you were editing them." */
  message: string;
  /** What each button does to the user's unsaved edits. */
  advice: string;
  /** The reload button; default common:action.reload ("Reload"). */
  reload?: string;
}

export interface StaleSaveDialogProps {
  /** Open while the last save was refused as stale (409). */
  open: boolean;
  /** The dialog's data-name, e.g. "settings-conflict". */
  name: string;
  texts: StaleSaveTexts;
  /** Takes what is stored now, dropping the form's changes. */
  onReload: () => void;
  /** Closed without reloading (Cancel, the cross, Escape): the form keeps its values, e.g. to note them first. */
  onDismiss: () => void;
}

/**
 * Says that someone else saved the same thing after this user opened it (the save was
 * refused with 409), and offers to reload what is stored or to cancel and keep the edits on
 * screen. Open and closed by `open`, so it follows the form's conflict state.
 *
 * @example
 * <StaleSaveDialog open={editor.conflict} name="user-conflict" onReload={editor.reload}
 *   onDismiss={editor.dismissConflict}
 *   texts={{ title: t('users.screen.conflictTitle'), message: t('users.screen.conflict'),
 *     advice: t('users.screen.conflictBody') }} />
 */
export function StaleSaveDialog({ open, name, texts, onReload, onDismiss }: StaleSaveDialogProps) {
  const { t } = useTranslation();
  const control = useDialog();
  const { open: show, close } = control;
  useEffect(() => {
    if (open) show();
    else close();
  }, [open, show, close]);
  return (
    <Dialog
      control={control}
      name={name}
      title={texts.title}
      height="auto"
      onClose={onDismiss}
      buttons={[
        { text: t('common:action.cancel'), onClick: close },
        { text: texts.reload ?? t('common:action.reload'), color: 'primary', onClick: onReload },
      ]}
    >
      <p>{texts.message}</p>
      <p>{texts.advice}</p>
    </Dialog>
  );
}
