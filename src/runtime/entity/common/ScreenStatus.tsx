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
  const message =
    error instanceof UnknownEntityError
      ? t('entity:errors.unknownEntity', { entity: error.entityId })
      : isApiError(error) && error.status === 404
        ? t('entity:errors.notFound')
        : formatErrorMessages(error, t).join(' ');
  return (
    <div role="alert" className="entity-status entity-status--error">
      {message}
    </div>
  );
}
