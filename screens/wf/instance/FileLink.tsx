import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { downloadFile } from '../../../src/runtime/entity/files/downloadFile';
import { formatBytes } from '../../../src/runtime/entity/files/FileSummary';
import { INSTANCE_API } from './instanceApi';
import { useWfFormat } from './useWfFormat';

/**
 * One attachment as a download button with its size. Fetched with the bearer token (so not a
 * plain link); the server checks that the caller may see the application.
 */
export function FileLink({
  instanceId,
  file,
}: {
  instanceId: number;
  file: { id: number; name: string; size: number };
}) {
  const { t } = useTranslation('wf');
  const alert = useAlert();
  const format = useWfFormat();
  return (
    <span className="wf-file">
      <Button
        type="link"
        size="small"
        icon={<PaperClipOutlined />}
        aria-label={t('instance.files.download', { name: file.name })}
        onClick={() =>
          downloadFile(INSTANCE_API, instanceId, file.id, file.name).catch((error: unknown) =>
            alert.error(error),
          )
        }
      >
        {file.name}
      </Button>
      <span className="wf-file__size">{formatBytes(file.size, format.locale)}</span>
    </span>
  );
}
