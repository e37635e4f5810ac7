import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { isApiError } from '../../../src/platform/api/ApiError';
import { api } from '../../../src/platform/api/apiClient';
import { fieldErrors, serverMessage } from '../../../src/platform/api/fieldErrors';
import type { Session } from '../../../src/platform/session/Session';
import { signIn } from '../../../src/platform/session/signIn';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { TextField } from '../../../src/widgets/TextField';
import { type Captcha, CaptchaField } from './CaptchaField';

type Errors = Partial<Record<'account' | 'password' | 'captcha', string>>;

/**
 * The server asks for a captcha with `captcha_required: true`: on the 422 that refuses
 * a missing or wrong captcha, and already on the 401 of the failure that made it needed.
 */
function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const data = error.data as { captcha_required?: unknown } | null;
  return data?.captcha_required === true || 'captcha' in fieldErrors(error);
}

/** Account, password and, when the server asks for it, a captcha. */
export function LoginForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const { t } = useTranslation('general');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaValue, setCaptchaValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const renewCaptcha = useCallback(async () => {
    setCaptchaValue('');
    try {
      setCaptcha(await api.get<Captcha>('/api/captcha'));
    } catch (error) {
      setFormError(formatErrorMessages(error, t).join('\n'));
    }
  }, [t]);

  const explainFailure = (error: unknown) => {
    const status = isApiError(error) ? error.status : 0;
    if (status === 422) {
      const fields = fieldErrors(error);
      setErrors({ account: fields.account, password: fields.password, captcha: fields.captcha });
      const shown = fields.account ?? fields.password ?? fields.captcha;
      setFormError(shown ? null : (serverMessage(error) ?? t('common:validation.requiredFields')));
    } else if (status === 401) {
      setFormError(serverMessage(error) ?? t('login.failed'));
    } else if (status === 429) {
      setFormError(serverMessage(error) ?? t('login.locked'));
    } else {
      setFormError(formatErrorMessages(error, t).join('\n'));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required = t('common:validation.fieldRequired');
    const missing: Errors = {
      account: account.trim() ? undefined : required,
      password: password ? undefined : required,
      captcha: !captchaNeeded || captchaValue.trim() ? undefined : required,
    };
    if (missing.account || missing.password || missing.captcha) {
      setErrors(missing);
      setFormError(t('common:validation.requiredFields'));
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const session = await signIn({
        account: account.trim(),
        password,
        ...(captchaNeeded && captcha ? { captcha: captchaValue.trim(), captcha_key: captcha.key } : {}),
      });
      onSignedIn(session);
    } catch (error) {
      explainFailure(error);
      // A captcha is good for one try: every failure needs a new picture.
      if (captchaNeeded || asksForCaptcha(error)) {
        setCaptchaNeeded(true);
        void renewCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <FormError message={formError} />
      <TextField
        label={t('login.account')}
        name="account"
        autoComplete="username"
        autoFocus
        required
        value={account}
        error={errors.account}
        onChange={(event) => setAccount(event.target.value)}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {captchaNeeded && (
        <CaptchaField
          captcha={captcha}
          value={captchaValue}
          error={errors.captcha}
          onChange={setCaptchaValue}
          onRenew={() => void renewCaptcha()}
        />
      )}
      <Button htmlType="submit" color="primary" className="general-submit" loading={submitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
