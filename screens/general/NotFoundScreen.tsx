import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from './parts/CenteredPage';

/** Any path no route knows (named not-found). */
export function NotFoundScreen() {
  const { t } = useTranslation('general');
  return (
    <CenteredPage>
      <p className="general-status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <div className="general-actions">
        <Link to="/home" className="general-link-button">
          {t('notFound.home')}
        </Link>
      </div>
    </CenteredPage>
  );
}
