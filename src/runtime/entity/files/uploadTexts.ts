import type { Translate } from '../../../platform/alerts/formatErrorMessages';
import type { UploadListTexts } from './UploadList';
import type { UploadTexts } from './useUploads';

/** The runtime's words for an upload list's buttons (the files widget's and the upload zone's). */
export function uploadListTexts(t: Translate): UploadListTexts {
  return {
    remove: (name) => t('entity:files.remove', { name }),
    dismiss: t('entity:files.dismiss'),
    uploading: (name) => t('entity:files.uploading', { name }),
    cancel: (name) => t('entity:files.cancel', { name }),
  };
}

/** The runtime's words for an upload refused or cut off, `maxItems` the most files at once. */
export function uploadTexts(t: Translate, maxItems: number): UploadTexts {
  return {
    interrupted: t('entity:files.interrupted'),
    failed: () => t('entity:files.failed'),
    tooMany: t('entity:files.tooMany', { count: maxItems }),
  };
}
