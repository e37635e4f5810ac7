import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModuleId } from '../../schemas/core/modules';
import { CenteredPage } from './parts/CenteredPage';
import { useInsideShell } from './parts/useInsideShell';
import './shell/shell.css';

/**
 * Any page of a module the licence switches off (docs/decisions.md, "Licence"): a plain
 * word that the module is not enabled, in the shell for its pages there, as a page of its
 * own for the full-page ones (print views, the PDF viewer). Not /403: the user did nothing
 * wrong and stays signed in.
 */
export function NotLicensedScreen({ module }: { module: ModuleId }) {
  const { t } = useTranslation('general');
  const text = (
    <>
      <h1 id="not-licensed-title">{t('notLicensed.title')}</h1>
      <p>{t('notLicensed.body', { module: t(`common:modules.${module}`) })}</p>
    </>
  );
  if (useInsideShell())
    return (
      <section className="shell-card" aria-labelledby="not-licensed-title" data-testid="not-licensed">
        {text}
      </section>
    );
  return (
    <CenteredPage>
      <div data-testid="not-licensed">{text}</div>
      <div className="general-actions">
        <Link to="/home" className="general-link-button">
          {t('notLicensed.home')}
        </Link>
      </div>
    </CenteredPage>
  );
}
