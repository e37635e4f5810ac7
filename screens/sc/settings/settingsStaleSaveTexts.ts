import type { TFunction } from 'i18next';
import type { StaleSaveTexts } from '../../../src/widgets/StaleSaveDialog';

/**
 * What the settings screens' StaleSaveDialog says, shared by every screen built on
 * useSettingsDocument.
 *
 * @example <StaleSaveDialog open={doc.conflict} name="settings-conflict" texts={settingsStaleSaveTexts(t)} ... />
 */
export function settingsStaleSaveTexts(t: TFunction<'sc'>): StaleSaveTexts {
  return {
    title: t('settings.conflictTitle'),
    message: t('settings.conflict'),
    advice: t('settings.conflictBody'),
    reload: t('settings.reload'),
  };
}
