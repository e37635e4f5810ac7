import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatErrorMessages } from '../../../src/platform/alerts/formatErrorMessages';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { api } from '../../../src/platform/api/apiClient';
import { useSession } from '../../../src/platform/session/useSession';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { Dialog } from '../../../src/widgets/Dialog';
import { FormError } from '../../../src/widgets/FormError';
import { TextField } from '../../../src/widgets/TextField';
import type { DialogControl } from '../../../src/widgets/useDialog';

type Field = 'current_password' | 'password' | 'password_confirmation';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

/** POST /api/sc/user/change-password, with the server's 422 errors under each field. */
export function ChangePasswordDialog({ control }: { control: DialogControl }) {
  const { t } = useTranslation('general');
  const alert = useAlert();
  const account = useSession()?.user.account ?? '';
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const required = t('common:validation.fieldRequired');
    const missing: Errors = {};
    for (const field of Object.keys(EMPTY) as Field[]) if (!values[field]) missing[field] = required;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setFormError(t('common:validation.requiredFields'));
      return;
    }
    if (values.password !== values.password_confirmation) {
      setErrors({ password_confirmation: t('common:validation.passwordMismatch') });
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await api.post('/api/sc/user/change-password', values);
      control.close();
      alert.success(t('changePassword.done'));
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({
        current_password: fields.current_password,
        password: fields.password,
        password_confirmation: fields.password_confirmation,
      });
      const perField = fields.current_password ?? fields.password ?? fields.password_confirmation;
      setFormError(perField ? null : formatErrorMessages(error, t).join('\n'));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
    />
  );

  return (
    <Dialog
      control={control}
      name="change-password"
      title={t('changePassword.title')}
      height="auto"
      onClose={reset}
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close },
        { text: t('common:action.save'), color: 'primary', loading: saving, onClick: () => void save() },
      ]}
    >
      <form onSubmit={save} noValidate>
        <FormError message={formError} />
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
        {field('current_password', t('changePassword.current'), 'current-password')}
        {field('password', t('changePassword.new'), 'new-password')}
        {field('password_confirmation', t('changePassword.confirmation'), 'new-password')}
        {/* Enter in any field submits; the visible buttons are in the dialog footer. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
