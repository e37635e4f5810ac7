import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { changeLanguage } from '../../src/platform/i18n/i18n';
import { hasStoredLanguage } from '../../src/platform/i18n/languageStore';
import { isLanguage } from '../../src/platform/i18n/languages';
import type { Session } from '../../src/platform/session/Session';
import { useDialog } from '../../src/widgets/useDialog';
import { ForgotPasswordDialog } from './login/ForgotPasswordDialog';
import { LoginForm } from './login/LoginForm';
import { useCompanySetup } from './login/useCompanySetup';
import { CenteredPage } from './parts/CenteredPage';
import './login/login.css';

/** Only a path of this site: never follow `from` to another origin. */
function safeTarget(from: string | null): string {
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/home';
}

/** `/`: the sign-in page. */
export function LoginScreen() {
  const { t } = useTranslation('general');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const setup = useCompanySetup();
  const forgotPassword = useDialog();
  const company = setup?.name || t('common:app.name');

  const onSignedIn = (session: Session) => {
    const language = session.user.language;
    // The user's own language applies unless this browser picked one explicitly.
    if (isLanguage(language) && !hasStoredLanguage()) void changeLanguage(language, false);
    navigate(safeTarget(search.get('from')), { replace: true });
  };

  return (
    <CenteredPage>
      <header className="login-header">
        {setup?.logo && <img src={setup.logo} alt={t('login.logo', { company })} />}
        <h1>{company}</h1>
        <p className="login-subtitle">{t('login.title')}</p>
      </header>
      <LoginForm onSignedIn={onSignedIn} />
      <div className="login-footer">
        <button type="button" className="login-link" onClick={forgotPassword.open}>
          {t('login.forgotPassword')}
        </button>
      </div>
      <ForgotPasswordDialog control={forgotPassword} />
    </CenteredPage>
  );
}
