import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../platform/alerts/useAlert';
import { localeTag } from '../../../platform/i18n/languages';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { downloadFile } from './downloadFile';
import { fileSummariesOf, formatBytes } from './FileSummary';
import './files.css';

/** A record's files in the detail view: each a download button (name, size) the server checks. */
export function FileList({
  api,
  field,
  label,
  row,
}: {
  api: string;
  field: string;
  label: string;
  row: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const files = fileSummariesOf(row, field);
  return (
    <ul className="file-list" aria-label={label}>
      {files.map((file) => (
        <li key={file.id} className="file-list__item">
          <Button
            type="link"
            icon={<PaperClipOutlined />}
            aria-label={t('entity:files.download', { name: file.name })}
            onClick={() =>
              downloadFile(api, row.id as number, file.id, file.name).catch((error: unknown) =>
                alert.error(error),
              )
            }
          >
            {file.name}
          </Button>
          <span className="files-widget__size">{formatBytes(file.size, localeTag(language))}</span>
        </li>
      ))}
    </ul>
  );
}
