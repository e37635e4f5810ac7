import { useTranslation } from 'react-i18next';
import { StaleSaveDialog } from '../../widgets/StaleSaveDialog';

/** The part of a useSettingsDocument result that the dialog follows. */
export interface StaleSettingsDocument {
  conflict: boolean;
  reload: () => void;
  dismissConflict: () => void;
}

/**
 * The stale-save dialog of every settings screen: one wording
 * ("someone else changed these settings"), opened while the document's last save was refused
 * with 409.
 *
 * @example <SettingsStaleSaveDialog doc={doc} />
 */
export function SettingsStaleSaveDialog({ doc }: { doc: StaleSettingsDocument }) {
  const { t } = useTranslation('entity');
  return (
    <StaleSaveDialog
      open={doc.conflict}
      name="settings-conflict"
      texts={{
        title: t('settingsDocument.conflictTitle'),
        message: t('settingsDocument.conflict'),
        advice: t('settingsDocument.conflictBody'),
        reload: t('settingsDocument.reload'),
      }}
      onReload={doc.reload}
      onDismiss={doc.dismissConflict}
    />
  );
}
