import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { uploadListTexts, uploadTexts } from './uploadTexts';
import { HiddenFileInput } from './HiddenFileInput';
import { UploadList } from './UploadList';
import { uploadFileTo } from './uploadFile';
import { useUploads } from './useUploads';
import './files.css';

/** Files one drop may start at once; the rest wait for the next drop (their rows say so). */
const AT_ONCE = 50;
const NO_IDS: number[] = [];

interface UploadZoneProps {
  /** Where each file goes; null while there is nowhere yet (no node chosen), with `waitHint` said. */
  url: string | null;
  /** The zone's accessible name, the button's text, and the hints beside it. */
  label: string;
  button: string;
  dropHint: string;
  waitHint?: string;
  testId: string;
  /** Each stored upload changed something: the caller reloads. */
  onUploaded: () => void;
  /** What files may be dropped on (the list, the record). */
  children?: ReactNode;
}

/** The address a list's upload goes to (`list.upload`), or null until its node is chosen. */
export function listUploadUrl(
  descriptor: EntityDescriptor,
  createValues: Readonly<Record<string, unknown>> | undefined,
): string | null {
  const upload = descriptor.list.upload!;
  if (!upload.param) return upload.url;
  const target = createValues?.[upload.param];
  return target === undefined || target === null
    ? null
    : `${upload.url}?${upload.param}=${encodeURIComponent(String(target))}`;
}

/**
 * Uploads of files that each make or change a row: a button, `children` as a drop zone, and one
 * progress bar per file (cancel, or the reason the server refused it). Each file goes on its own
 * to `url`: a list's rows made from files (`list.upload`, listUploadUrl: in a list beside a tree
 * the chosen node goes with it, `?folder_id=5`, and nothing is sent until one is chosen), or a
 * record's new versions (`detail.upload`).
 * @example <UploadZone url="/api/dm/document/upload?folder_id=5" label=… onUploaded={reload}>{grid}</UploadZone>
 */
export function UploadZone({
  url,
  label,
  button,
  dropHint,
  waitHint,
  testId,
  onUploaded,
  children,
}: UploadZoneProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const ready = url !== null;
  const { pending, add, dismiss } = useUploads({
    ids: NO_IDS,
    onChange: () => undefined,
    maxItems: AT_ONCE,
    send: url !== null ? (file, onProgress) => uploadFileTo(url, file, onProgress) : undefined,
    onUploaded,
    texts: uploadTexts(t, AT_ONCE),
  });
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (ready) add(event.dataTransfer.files);
  };
  const hintId = `${id}-hint`;
  return (
    <section
      className={`entity-list__uploads${dragging ? ' entity-list__uploads--over' : ''}`}
      aria-label={label}
      onDragOver={(event) => {
        event.preventDefault();
        if (ready) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="entity-list__upload-bar">
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden="true" />}
          disabled={!ready}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {button}
        </Button>
        <span id={hintId} className="files-widget__hint">
          {ready ? dropHint : waitHint}
        </span>
        <HiddenFileInput id={id} ref={inputRef} testId={testId} multiple onFiles={add} />
      </div>
      <UploadList
        label={button}
        ids={NO_IDS}
        fileOf={() => undefined}
        pending={pending}
        busy={false}
        onRemove={() => undefined}
        onDismiss={dismiss}
        texts={uploadListTexts(t)}
      />
      {children}
    </section>
  );
}
