import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from './parts/CenteredPage';

/** /tokenexpired: the server no longer accepts the session. */
export function TokenExpiredScreen() {
  const { t } = useTranslation('general');
  return (
    <CenteredPage>
      <h1>{t('tokenExpired.title')}</h1>
      <p>{t('tokenExpired.body')}</p>
      <div className="general-actions">
        <Link to="/" className="general-link-button">
          {t('tokenExpired.signIn')}
        </Link>
      </div>
    </CenteredPage>
  );
}
