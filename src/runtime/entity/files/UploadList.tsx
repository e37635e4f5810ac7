import { DeleteOutlined, PaperClipOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { localeTag } from '../../../platform/i18n/languages';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { type FileSummary, formatBytes } from './FileSummary';
import type { PendingUpload } from './useUploads';

/** The words of the list's buttons; each widget keeps its own. */
export interface UploadListTexts {
  remove: (name: string) => string;
  dismiss: string;
  uploading: (name: string) => string;
  cancel: (name: string) => string;
}

interface UploadListProps {
  /** Names the list (the field's label). */
  label: string;
  ids: readonly number[];
  /** What is known of a file id (its name and size); an unknown one shows as `#id`. */
  fileOf: (id: number) => FileSummary | undefined;
  pending: readonly PendingUpload[];
  busy: boolean;
  onRemove: (id: number) => void;
  onDismiss: (key: string) => void;
  texts: UploadListTexts;
}

/**
 * The files of a file field and its uploads under way (progress bar and cancel) or refused (the
 * reason and dismiss), in the runtime's files widget styles (files.css). Pair with useUploads.
 */
export function UploadList({
  label,
  ids,
  fileOf,
  pending,
  busy,
  onRemove,
  onDismiss,
  texts,
}: UploadListProps) {
  const [language] = useLanguage();
  const locale = localeTag(language);
  return (
    <ul className="files-widget__list" aria-label={label}>
      {ids.map((fileId) => {
        const file = fileOf(fileId);
        const name = file?.name ?? `#${fileId}`;
        return (
          <li key={fileId} className="files-widget__item">
            <PaperClipOutlined aria-hidden="true" />
            <span className="files-widget__name">{name}</span>
            {file && <span className="files-widget__size">{formatBytes(file.size, locale)}</span>}
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined aria-hidden="true" />}
              disabled={busy}
              aria-label={texts.remove(name)}
              onClick={() => onRemove(fileId)}
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
              <Button size="small" type="text" onClick={() => onDismiss(p.key)}>
                {texts.dismiss}
              </Button>
            </>
          ) : (
            <>
              <Progress
                className="files-widget__progress"
                percent={p.percent}
                size="small"
                aria-label={texts.uploading(p.name)}
                aria-valuemin={0}
                aria-valuemax={100}
              />
              <Button
                size="small"
                type="text"
                icon={<StopOutlined aria-hidden="true" />}
                aria-label={texts.cancel(p.name)}
                onClick={() => p.upload?.cancel()}
              />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
