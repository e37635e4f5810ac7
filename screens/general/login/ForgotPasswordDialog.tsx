import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { api } from '../../../src/platform/api/apiClient';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { Dialog } from '../../../src/widgets/Dialog';
import { FormError } from '../../../src/widgets/FormError';
import { TextField } from '../../../src/widgets/TextField';
import type { DialogControl } from '../../../src/widgets/useDialog';

const FORM_ID = 'forgot-password-form';

/**
 * Asks for a reset link. The answer is the same whether the account exists or not,
 * so the dialog never tells who has an account.
 */
export function ForgotPasswordDialog({ control }: { control: DialogControl }) {
  const { t } = useTranslation('general');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const reset = () => {
    setAccount('');
    setError(null);
    setFormError(null);
    setSent(false);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!account.trim()) {
      setError(t('common:validation.fieldRequired'));
      setFormError(t('common:validation.requiredFields'));
      return;
    }
    setError(null);
    setFormError(null);
    setSending(true);
    try {
      await api.post('/api/sc/user/forgot-password', { account: account.trim() });
      setSent(true);
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.account) setError(fields.account);
      else setFormError(formatErrorMessages(failure, t).join('\n'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      control={control}
      name="forgot-password"
      title={t('forgotPassword.title')}
      height="auto"
      onClose={reset}
      buttons={
        sent
          ? [{ text: t('common:action.close'), color: 'primary', onClick: control.close }]
          : [
              { text: t('common:action.cancel'), onClick: control.close },
              {
                text: t('forgotPassword.send'),
                color: 'primary',
                loading: sending,
                onClick: () => void send(),
              },
            ]
      }
    >
      {sent ? (
        <p role="status">{t('forgotPassword.sent')}</p>
      ) : (
        <form id={FORM_ID} onSubmit={send} noValidate>
          <p>{t('forgotPassword.intro')}</p>
          <FormError message={formError} />
          <TextField
            label={t('forgotPassword.account')}
            name="account"
            autoComplete="username"
            required
            value={account}
            error={error}
            onChange={(event) => setAccount(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
