import { useTranslation } from 'react-i18next';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { isApiError } from '../../../src/platform/api/ApiError';
import { Spinner } from '../../../src/widgets/Spinner';

/** What a sign-off screen shows before its data: a spinner, or a plain sentence when loading failed. */
export function WfStatus({ error }: { error: unknown }) {
  const { t } = useTranslation('wf');
  if (!error)
    return (
      <div className="wf-status-line">
        <Spinner size="large" label={t('instance.loading')} />
      </div>
    );
  const message =
    isApiError(error) && error.status === 404
      ? t('instance.notFound')
      : formatErrorMessages(error, t).join(' ');
  return (
    <div role="alert" className="wf-status-line wf-status-line--error">
      {message}
    </div>
  );
}
