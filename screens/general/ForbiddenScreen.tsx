import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from './parts/CenteredPage';

/** /403: reaching it has already ended the session (spec section 6). */
export function ForbiddenScreen() {
  const { t } = useTranslation('general');
  return (
    <CenteredPage>
      <p className="general-status-code" aria-hidden="true">
        403
      </p>
      <h1>{t('forbidden.title')}</h1>
      <p>{t('forbidden.body')}</p>
      <div className="general-actions">
        <Link to="/" className="general-link-button">
          {t('forbidden.signIn')}
        </Link>
      </div>
    </CenteredPage>
  );
}
