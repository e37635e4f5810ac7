import { useTranslation } from 'react-i18next';
import { Button } from '../../widgets/Button';
import { Spinner } from '../../widgets/Spinner';

/** Where a settings document is: being read, in the form, or failed to load. */
export type SettingsStatus = 'loading' | 'ready' | 'failed';

/** What a settings screen shows until its document is there: a spinner, or the error and a retry. */
export function SettingsLoadStatus({
  status,
  error,
  onRetry,
}: {
  status: SettingsStatus;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <div className="settings-status" role="status">
        <Spinner />
        <span>{t('common:loading')}</span>
      </div>
    );
  return (
    <div className="settings-status">
      <p role="alert">{error}</p>
      <Button onClick={onRetry}>{t('common:action.reload')}</Button>
    </div>
  );
}
