import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { formatErrorMessages } from '../../src/platform/alerts/formatErrorMessages';
import { isApiError } from '../../src/platform/api/ApiError';
import { api, swrFetcher } from '../../src/platform/api/apiClient';
import { fieldErrors } from '../../src/platform/api/fieldErrors';
import { Button } from '../../src/widgets/Button';
import { Spinner } from '../../src/widgets/Spinner';
import { FormError } from '../../src/widgets/FormError';
import { TextField } from '../../src/widgets/TextField';
import { CenteredPage } from './parts/CenteredPage';

interface TokenCheck {
  valid: boolean;
  account?: string;
}

type Errors = Partial<Record<'password' | 'password_confirmation', string>>;

function SignInLink() {
  const { t } = useTranslation('general');
  return (
    <div className="general-actions">
      <Link to="/" className="general-link-button">
        {t('resetPassword.backToLogin')}
      </Link>
    </div>
  );
}

/** `/reset-password/:token`: sets a new password with the link from the reset e-mail. */
export function ResetPasswordScreen({ token = '' }: { token?: string }) {
  const { t } = useTranslation('general');
  const check = useSWR<TokenCheck>(
    token ? `/api/sc/user/check-reset-token?token=${encodeURIComponent(token)}` : null,
    swrFetcher,
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const invalid =
    !token ||
    check.data?.valid === false ||
    (isApiError(check.error) && (check.error.status === 404 || check.error.status === 422));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required = t('common:validation.fieldRequired');
    const missing: Errors = {
      password: password ? undefined : required,
      password_confirmation: confirmation ? undefined : required,
    };
    if (missing.password || missing.password_confirmation) {
      setErrors(missing);
      setFormError(t('common:validation.requiredFields'));
      return;
    }
    if (password !== confirmation) {
      setErrors({ password_confirmation: t('common:validation.passwordMismatch') });
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await api.post('/api/sc/user/reset-password', { token, password, password_confirmation: confirmation });
      setDone(true);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({ password: fields.password, password_confirmation: fields.password_confirmation });
      setFormError(
        fields.password || fields.password_confirmation ? null : formatErrorMessages(error, t).join('\n'),
      );
    } finally {
      setSaving(false);
    }
  };

  let content: ReactNode;
  if (invalid) {
    content = (
      <>
        <p role="alert">{t('resetPassword.invalid')}</p>
        <SignInLink />
      </>
    );
  } else if (check.error) {
    content = (
      <>
        <p role="alert">{formatErrorMessages(check.error, t).join('\n')}</p>
        <SignInLink />
      </>
    );
  } else if (!check.data) {
    content = <Spinner label={t('resetPassword.checking')} />;
  } else if (done) {
    content = (
      <>
        <p role="status">{t('resetPassword.done')}</p>
        <SignInLink />
      </>
    );
  } else {
    content = (
      <form onSubmit={onSubmit} noValidate aria-label={t('resetPassword.title')}>
        {check.data.account && <p>{t('resetPassword.forAccount', { account: check.data.account })}</p>}
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={check.data.account ?? ''}
          readOnly
          hidden
        />
        <FormError message={formError} />
        <TextField
          label={t('resetPassword.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('resetPassword.confirmation')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          error={errors.password_confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button htmlType="submit" color="primary" className="general-submit" loading={saving}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    );
  }

  return (
    <CenteredPage>
      <h1>{t('resetPassword.title')}</h1>
      {content}
    </CenteredPage>
  );
}
