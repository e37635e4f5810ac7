import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { formatBytes } from '../../../src/runtime/entity/files/FileSummary';
import type { WfFile } from './instanceApi';
import { useWfFormat } from './useWfFormat';

export interface AttachFilesProps {
  /** The field's visible name. */
  label: string;
  files: WfFile[];
  onChange: (files: WfFile[]) => void;
  /** Stores one file on the server and answers what it stored. */
  upload: (file: File) => Promise<WfFile>;
  disabled?: boolean;
}

/**
 * Files attached to an application or to a decision: the browser's own file input behind a
 * button (DESIGN: file pickers stay native), each file uploaded as it is chosen, listed with
 * its size and a button to leave it out again.
 */
export function AttachFiles({ label, files, onChange, upload, disabled = false }: AttachFilesProps) {
  const { t } = useTranslation('wf');
  const alert = useAlert();
  const format = useWfFormat();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // Uploads finish one after another; each adds to what is listed by then.
  const current = useRef(files);
  current.current = files;

  const choose = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    setBusy(true);
    try {
      for (const file of [...chosen]) {
        const stored = await upload(file);
        current.current = [...current.current, stored];
        onChange(current.current);
      }
    } catch (error) {
      alert.error(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className="wf-attach">
      <legend className="wf-attach__label">{label}</legend>
      {files.length > 0 && (
        <ul className="wf-attach__list">
          {files.map((file) => (
            <li key={file.id}>
              <PaperClipOutlined aria-hidden /> <span>{file.name}</span>{' '}
              <span className="wf-file__size">{formatBytes(file.size, format.locale)}</span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={t('instance.files.remove', { name: file.name })}
                onClick={() => onChange(files.filter((other) => other.id !== file.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={label}
        onChange={(event) => void choose(event.target.files)}
      />
      <Button
        icon={<PaperClipOutlined />}
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {busy ? t('instance.files.uploading') : t('instance.files.attach')}
      </Button>
    </fieldset>
  );
}
