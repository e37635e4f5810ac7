import { UploadOutlined } from '@ant-design/icons';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Button } from 'antd';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputAccept } from '../../../../schemas/core/fileKinds';
import type { EntityWidgetProps } from '../form/widgets/EntityFormContext';
import { type FileSummary, fileSummariesOf } from './FileSummary';
import type { FilesWidgetOptions } from './filesWidgetOptions';
import { FilesLimits } from './FilesLimits';
import { uploadListTexts, uploadTexts } from './uploadTexts';
import { HiddenFileInput } from './HiddenFileInput';
import { UploadList } from './UploadList';
import { uploadFile } from './uploadFile';
import { useUploads } from './useUploads';
import './files.css';

const MB = 1024 * 1024;

/**
 * A `files` field: choose or drop files, each uploaded at once with a progress bar (cancel
 * stops it), the field's limits shown, refusals shown in words; attached files can be removed.
 * The value is the list of file ids, saved with the record (the server then attaches them).
 */
export function FilesWidget({
  id,
  label,
  value,
  disabled,
  readonly,
  options,
  registry,
  onChange,
}: EntityWidgetProps) {
  const { t } = useTranslation();
  const o = options as unknown as FilesWidgetOptions;
  const inputRef = useRef<HTMLInputElement>(null);
  const limitsId = useId();
  const [uploaded, setUploaded] = useState<FileSummary[]>([]);
  const [dragging, setDragging] = useState(false);
  const ids = Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  const { pending, room, add, dismiss } = useUploads({
    ids,
    onChange,
    maxItems: o.maxItems,
    send: (file, onProgress) => uploadFile(o.api, o.field, file, onProgress),
    // Refused here, before any byte is sent; the server checks it again.
    refuse: (file) =>
      file.size > o.maxSizeMb * MB ? t('entity:files.tooLarge', { limit: o.maxSizeMb }) : undefined,
    onUploaded: (summary) => setUploaded((list) => [...list, summary]),
    texts: uploadTexts(t, o.maxItems),
  });

  const known = new Map<number, FileSummary>();
  for (const f of [...fileSummariesOf(registry.formContext?.row, o.field), ...uploaded]) known.set(f.id, f);
  const busy = Boolean(disabled || readonly);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) add(event.dataTransfer.files);
  };

  return (
    <div className="files-widget">
      <section
        className={`files-widget__drop${dragging ? ' files-widget__drop--over' : ''}`}
        aria-label={t('entity:files.dropZone', { field: label })}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Button
          icon={<UploadOutlined aria-hidden="true" />}
          disabled={busy || room <= 0}
          onClick={() => inputRef.current?.click()}
          aria-describedby={`${limitsId} ${ariaDescribedByIds(id)}`}
        >
          {t('entity:files.choose')}
        </Button>
        <span className="files-widget__hint">{t('entity:files.dropHint')}</span>
        <HiddenFileInput
          id={id}
          ref={inputRef}
          testId={`files-input-${o.field}`}
          multiple={o.maxItems > 1}
          accept={inputAccept(o.accept)}
          onFiles={add}
        />
      </section>
      <FilesLimits id={limitsId} accept={o.accept} maxSizeMb={o.maxSizeMb} maxItems={o.maxItems} />
      <UploadList
        label={label}
        ids={ids}
        fileOf={(fileId) => known.get(fileId)}
        pending={pending}
        busy={busy}
        onRemove={(fileId) => onChange(ids.filter((other) => other !== fileId))}
        onDismiss={dismiss}
        texts={uploadListTexts(t)}
      />
    </div>
  );
}
