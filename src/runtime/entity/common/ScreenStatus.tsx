import { Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/ApiError';
import { formatErrorMessages } from '../../../platform/alerts/formatErrorMessages';
import { Spinner } from '../../../widgets/Spinner';
import { UnknownEntityError } from '../EntityRuntimeProvider';
import './entityCommon.css';

/**
 * What a generic screen shows before it can show its data: a spinner while
 * loading, or a plain sentence when the entity, the record or the server failed.
 */
export function ScreenStatus({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className="entity-status">
        <Spinner size="large" label={t('common:loading')} />
      </div>
    );
  }
  if (error instanceof UnknownEntityError)
    return <Result status="warning" title={t('entity:errors.unknownEntity', { entity: error.entityId })} />;
  if (isApiError(error) && error.status === 404)
    return <Empty description={t('entity:errors.notFound')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div role="alert" className="entity-status entity-status--error">
      {formatErrorMessages(error, t).join(' ')}
    </div>
  );
}
