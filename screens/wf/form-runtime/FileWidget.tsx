import { UploadOutlined } from '@ant-design/icons';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_LIMITS } from '../../../schemas/wf/form/toJsonSchema';
import { HiddenFileInput } from '../../../src/runtime/entity/files/HiddenFileInput';
import { UploadList } from '../../../src/runtime/entity/files/UploadList';
import { uploadFileTo } from '../../../src/runtime/entity/files/uploadFile';
import { useUploads } from '../../../src/runtime/entity/files/useUploads';
import { fieldOf, type WfWidgetProps } from './WfFormContext';
import '../../../src/runtime/entity/files/files.css';

/**
 * A file field: choose files, each uploaded at once to the form's upload URL with a progress bar
 * (stop cancels it); the value is the list of file ids. Before the application exists (no upload
 * URL) it says to save a draft first. Looks like the runtime's files widget (its styles).
 */
export function FileWidget({
  id,
  name,
  label,
  value,
  disabled,
  readonly,
  registry,
  onChange,
}: WfWidgetProps) {
  const { t } = useTranslation('wf');
  const context = registry.formContext;
  const max = fieldOf(context, name)?.maxItems ?? FORM_LIMITS.filesMaxItems;
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  const url = context.uploadUrl;
  const busy = Boolean(disabled || readonly);
  const { pending, room, add, dismiss } = useUploads({
    ids,
    onChange,
    maxItems: max,
    send: url ? (file, onProgress) => uploadFileTo(url, file, onProgress) : undefined,
    onUploaded: context.onUploaded,
    texts: {
      interrupted: t('form.view.uploadInterrupted'),
      failed: (fileName) => t('form.view.uploadFailed', { name: fileName }),
      tooMany: t('form.view.tooManyFiles', { count: max }),
    },
  });

  return (
    <div className="files-widget">
      <div className="files-widget__drop">
        <Button
          icon={<UploadOutlined aria-hidden="true" />}
          disabled={busy || !url || room <= 0}
          onClick={() => inputRef.current?.click()}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {t('form.view.chooseFiles')}
        </Button>
        <span className="files-widget__hint">
          {url ? t('form.view.tooManyFiles', { count: max }) : t('form.view.uploadLater')}
        </span>
        <HiddenFileInput
          id={id}
          ref={inputRef}
          testId={`wf-file-input-${name}`}
          multiple={max > 1}
          disabled={busy || !url}
          onFiles={add}
        />
      </div>
      <UploadList
        label={label}
        ids={ids}
        fileOf={(fileId) => context.files.get(fileId)}
        pending={pending}
        busy={busy}
        onRemove={(fileId) => {
          // No files left is no answer, the same as before any was chosen.
          const rest = ids.filter((other) => other !== fileId);
          onChange(rest.length > 0 ? rest : undefined);
        }}
        onDismiss={dismiss}
        texts={{
          remove: (fileName) => t('form.view.removeFile', { name: fileName }),
          dismiss: t('form.view.dismiss'),
          uploading: (fileName) => t('form.view.uploading', { name: fileName }),
          cancel: (fileName) => t('form.view.cancelUpload', { name: fileName }),
        }}
      />
    </div>
  );
}
