import { DeleteOutlined, PaperClipOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Button, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_LIMITS } from '../../../schemas/wf/form/toJsonSchema';
import { isApiError } from '../../../src/platform/api/ApiError';
import { serverMessage } from '../../../src/platform/api/fieldErrors';
import { localeTag } from '../../../src/platform/i18n/languages';
import { useLanguage } from '../../../src/platform/i18n/useLanguage';
import { formatBytes } from '../../../src/runtime/entity/files/FileSummary';
import { type Upload, uploadFileTo } from '../../../src/runtime/entity/files/uploadFile';
import { fieldOf, type WfWidgetProps } from './WfFormContext';
import '../../../src/runtime/entity/files/files.css';

interface Pending {
  key: string;
  name: string;
  size: number;
  percent: number;
  error?: string;
  upload?: Upload;
}

let nextKey = 0;

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
  const [language] = useLanguage();
  const locale = localeTag(language);
  const context = registry.formContext;
  const max = fieldOf(context, name)?.maxItems ?? FORM_LIMITS.filesMaxItems;
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
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
  const url = context.uploadUrl;
  const busy = Boolean(disabled || readonly);
  const uploading = pending.filter((p) => !p.error).length;
  const room = max - ids.length - uploading;
  const update = (key: string, change: Partial<Pending> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((p) => p.key !== key)
        : list.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  const start = (file: File) => {
    if (!url) return;
    const key = `wf-file-${nextKey++}`;
    const upload = uploadFileTo(url, file, (fraction) =>
      update(key, { percent: Math.min(99, Math.round(fraction * 100)) }),
    );
    uploadsRef.current.add(upload);
    setPending((list) => [...list, { key, name: file.name, size: file.size, percent: 0, upload }]);
    upload.done.then(
      (summary) => {
        uploadsRef.current.delete(upload);
        context.onUploaded(summary);
        const next = [...idsRef.current, summary.id];
        idsRef.current = next;
        onChange(next);
        update(key, null);
      },
      (error: unknown) => {
        uploadsRef.current.delete(upload);
        if (error instanceof DOMException && error.name === 'AbortError') update(key, null);
        else
          update(key, {
            upload: undefined,
            error:
              isApiError(error) && error.status === 0
                ? t('form.view.uploadInterrupted')
                : (serverMessage(error) ?? t('form.view.uploadFailed', { name: file.name })),
          });
      },
    );
  };

  const add = (files: FileList | null) => {
    [...(files ?? [])].forEach((file, i) => {
      if (i < room) start(file);
      else
        setPending((list) => [
          ...list,
          {
            key: `wf-file-${nextKey++}`,
            name: file.name,
            size: file.size,
            percent: 0,
            error: t('form.view.tooManyFiles', { count: max }),
          },
        ]);
    });
  };

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
        {/* The field's label names the (hidden) file input: clicking it opens the file dialog too. */}
        <input
          id={id}
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          data-testid={`wf-file-input-${name}`}
          multiple={max > 1}
          disabled={busy || !url}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <ul className="files-widget__list" aria-label={label}>
        {ids.map((fileId) => {
          const file = context.files.get(fileId);
          const fileName = file?.name ?? `#${fileId}`;
          return (
            <li key={fileId} className="files-widget__item">
              <PaperClipOutlined aria-hidden="true" />
              <span className="files-widget__name">{fileName}</span>
              {file && <span className="files-widget__size">{formatBytes(file.size, locale)}</span>}
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden="true" />}
                disabled={busy}
                aria-label={t('form.view.removeFile', { name: fileName })}
                onClick={() => {
                  const rest = ids.filter((other) => other !== fileId);
                  onChange(rest.length > 0 ? rest : undefined);
                }}
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
                  {t('form.view.dismiss')}
                </Button>
              </>
            ) : (
              <>
                <Progress
                  className="files-widget__progress"
                  percent={p.percent}
                  size="small"
                  aria-label={t('form.view.uploading', { name: p.name })}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<StopOutlined aria-hidden="true" />}
                  aria-label={t('form.view.cancelUpload', { name: p.name })}
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
