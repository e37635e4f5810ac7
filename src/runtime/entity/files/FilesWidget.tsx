import { DeleteOutlined, PaperClipOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Button, Progress } from 'antd';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputAccept } from '../../../../schemas/core/fileKinds';
import { isApiError } from '../../../platform/api/ApiError';
import { serverMessage } from '../../../platform/api/fieldErrors';
import { localeTag } from '../../../platform/i18n/languages';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { EntityWidgetProps } from '../form/widgets/EntityFormContext';
import { type FileSummary, fileSummariesOf, formatBytes } from './FileSummary';
import type { FilesWidgetOptions } from './filesWidgetOptions';
import { FilesLimits } from './FilesLimits';
import { type Upload, uploadFile } from './uploadFile';
import './files.css';

interface Pending {
  key: string;
  name: string;
  size: number;
  percent: number;
  /** Set when the upload was refused or failed: the reason in words. */
  error?: string;
  upload?: Upload;
}

const MB = 1024 * 1024;
let nextKey = 0;

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
  const [language] = useLanguage();
  const locale = localeTag(language);
  const o = options as unknown as FilesWidgetOptions;
  const inputRef = useRef<HTMLInputElement>(null);
  const limitsId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploaded, setUploaded] = useState<FileSummary[]>([]);
  const [dragging, setDragging] = useState(false);
  const ids = Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  // Uploads finish one by one, each adding its id: they build on the newest list, not the render's.
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const uploadsRef = useRef(new Set<Upload>());
  useEffect(() => {
    const uploads = uploadsRef.current;
    return () => {
      for (const upload of uploads) upload.cancel();
    };
  }, []);

  const known = new Map<number, FileSummary>();
  for (const f of [...fileSummariesOf(registry.formContext?.row, o.field), ...uploaded]) known.set(f.id, f);
  const busy = disabled || readonly;
  const uploading = pending.filter((p) => !p.error).length;
  const room = o.maxItems - ids.length - uploading;

  const update = (key: string, change: Partial<Pending> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((p) => p.key !== key)
        : list.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  const reasonOf = (error: unknown): string => {
    if (isApiError(error) && error.status === 0) return t('entity:files.interrupted');
    return serverMessage(error) ?? t('entity:files.failed');
  };

  const start = (file: File) => {
    const key = `f${nextKey++}`;
    const entry: Pending = { key, name: file.name, size: file.size, percent: 0 };
    if (file.size > o.maxSizeMb * MB) {
      setPending((list) => [
        ...list,
        { ...entry, error: t('entity:files.tooLarge', { limit: o.maxSizeMb }) },
      ]);
      return;
    }
    const upload = uploadFile(o.api, o.field, file, (fraction) =>
      update(key, { percent: Math.min(99, Math.round(fraction * 100)) }),
    );
    uploadsRef.current.add(upload);
    setPending((list) => [...list, { ...entry, upload }]);
    upload.done.then(
      (summary) => {
        uploadsRef.current.delete(upload);
        setUploaded((list) => [...list, summary]);
        const next = [...idsRef.current, summary.id];
        idsRef.current = next;
        onChange(next);
        update(key, null);
      },
      (error: unknown) => {
        uploadsRef.current.delete(upload);
        if (error instanceof DOMException && error.name === 'AbortError') update(key, null);
        else update(key, { error: reasonOf(error), upload: undefined });
      },
    );
  };

  const add = (files: FileList | null) => {
    const list = [...(files ?? [])];
    list.forEach((file, i) => {
      if (i < room) start(file);
      else
        setPending((p) => [
          ...p,
          {
            key: `f${nextKey++}`,
            name: file.name,
            size: file.size,
            percent: 0,
            error: t('entity:files.tooMany', { count: o.maxItems }),
          },
        ]);
    });
  };

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
        {/* The field's label names the (hidden) file input: clicking it opens the file dialog too. */}
        <input
          id={id}
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          data-testid={`files-input-${o.field}`}
          multiple={o.maxItems > 1}
          accept={inputAccept(o.accept)}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </section>
      <FilesLimits id={limitsId} accept={o.accept} maxSizeMb={o.maxSizeMb} maxItems={o.maxItems} />
      <ul className="files-widget__list" aria-label={label}>
        {ids.map((fileId) => {
          const file = known.get(fileId);
          const name = file?.name ?? `#${fileId}`;
          return (
            <li key={fileId} className="files-widget__item">
              <PaperClipOutlined aria-hidden="true" />
              <span className="files-widget__name">{name}</span>
              {file && <span className="files-widget__size">{formatBytes(file.size, locale)}</span>}
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                disabled={busy}
                aria-label={t('entity:files.remove', { name })}
                onClick={() => onChange(ids.filter((other) => other !== fileId))}
              />
            </li>
          );
        })}
        {pending.map((p) => (
          <li key={p.key} className="files-widget__item files-widget__item--pending">
            <span className="files-widget__name">{p.name}</span>
            <span className="files-widget__size">{formatBytes(p.size, locale)}</span>
            {p.error ? (
              <>
                <span role="alert" className="files-widget__error">
                  {p.error}
                </span>
                <Button size="small" type="text" onClick={() => update(p.key, null)}>
                  {t('entity:files.dismiss')}
                </Button>
              </>
            ) : (
              <>
                <Progress
                  className="files-widget__progress"
                  percent={p.percent}
                  size="small"
                  aria-label={t('entity:files.uploading', { name: p.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<StopOutlined />}
                  aria-label={t('entity:files.cancel', { name: p.name })}
                  onClick={() => p.upload?.cancel()}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
