import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { saveDownload } from '../../../src/runtime/entity/common/saveDownload';
import { ScreenStatus } from '../../../src/runtime/entity/common/ScreenStatus';
import { useEntityRecord } from '../../../src/runtime/entity/data/useEntityRecord';
import { usePageTitle } from '../../../src/runtime/entity/routing/usePageTitle';
import { useScreenEntity } from '../../../src/runtime/entity/routing/useScreenEntity';
import { useEntityDescriptor } from '../../../src/runtime/entity/useEntityDescriptor';
import { fetchDocumentContent } from './fetchDocumentContent';
import { FilePreview, previewKindOf } from './FilePreview';
import './fileRead.css';

/**
 * Reading a file (`/dm/use/file/read/main?id=`): its preview, the full-page viewer for a PDF, and
 * the download of its current version. The server checks the file's access list on every read
 * and records each view and download in the activity log.
 */
export function FileReadScreen() {
  const { t } = useTranslation();
  const alert = useAlert();
  const { recordId } = useScreenEntity();
  const { descriptor, error } = useEntityDescriptor('dm.document');
  const record = useEntityRecord(descriptor, recordId);
  const [downloading, setDownloading] = useState(false);
  const title = usePageTitle(t('dm:read.title'));
  if (recordId === null) return <ScreenStatus error={new Error(t('entity:errors.noRecord'))} />;
  if (!record.row) return <ScreenStatus error={error ?? record.error} />;
  const name = String(record.row.name);
  const mime = String(record.row.mime ?? '');
  const download = async () => {
    setDownloading(true);
    try {
      await saveDownload(await fetchDocumentContent(recordId, true), name);
    } catch (thrown) {
      alert.error(thrown);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className="file-read" aria-labelledby="file-read-title">
      <h1 id="file-read-title">{title}</h1>
      <div className="file-read__bar">
        <span className="file-read__name">
          {t('dm:read.version', { name, version: record.row.version_no })}
        </span>
        {previewKindOf(mime) === 'pdf' && (
          <Link to={`/dm/pdf?document=${recordId}`} className="file-read__open">
            <FilePdfOutlined aria-hidden="true" /> {t('dm:read.openViewer')}
          </Link>
        )}
        <Button
          icon={<DownloadOutlined aria-hidden="true" />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('dm:read.download')}
        </Button>
      </div>
      <FilePreview id={recordId} mime={mime} name={name} />
    </section>
  );
}
