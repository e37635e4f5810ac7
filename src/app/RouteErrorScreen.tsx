import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../widgets/Button';
import './app.css';

/**
 * Shown when a screen throws or fails to load (e.g. an old bundle after an upgrade):
 * a reload fetches the current one.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Visible in the console for support; the user sees a plain sentence.
  console.error(error);
  return (
    <main className="atrium-route-error">
      <h1>{t('common:error.title')}</h1>
      <p>{t('common:error.body')}</p>
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('common:action.reload')}
      </Button>
    </main>
  );
}
