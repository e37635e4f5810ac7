import { Radio } from 'antd';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { api } from '../../../src/platform/api/apiClient';
import { fieldErrors, serverMessage } from '../../../src/platform/api/fieldErrors';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { TextField } from '../../../src/widgets/TextField';
import { ActiveCheckbox, UserFormFields } from './UserFormFields';
import {
  emptyUserForm,
  formPayload,
  missingRequired,
  type UserFormErrors,
  type UserRecord,
} from './userForm';
import { useFocusFirstError } from './useFocusFirstError';
import './users.css';

/** The right to create users (server: POST /api/sc/user). */
export const CREATE_USER_RIGHT = 'sc.admin.user.actions.create';

type PasswordMode = 'invite' | 'set';

/**
 * `/sc/adduser`: an administrator creates a user: account, contact, language, departments
 * (one primary, a job position in each), groups and whether they may sign in. The first
 * password is either set here (the password policy applies) or chosen by the user through
 * a mailed link. Saved, it opens the user's page.
 */
export function AddUserScreen() {
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const navigate = useNavigate();
  const session = useSession();
  const canCreate = hasPermission(session?.user.userPermission, CREATE_USER_RIGHT);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyUserForm);
  const [mode, setMode] = useState<PasswordMode>('invite');
  const [password, setPassword] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(form, attempt);

  const change = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const refuse = (next: UserFormErrors, message: string | null) => {
    setErrors(next);
    setFormError(message);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const missing = missingRequired(values, t);
    if (mode === 'set' && password.password === '') missing.password = t('common:validation.fieldRequired');
    if (mode === 'invite' && values.email.trim() === '') missing.email = t('common:validation.fieldRequired');
    if (Object.keys(missing).length > 0) {
      refuse(missing, t('common:validation.requiredFields'));
      return;
    }
    if (mode === 'set' && password.password !== password.password_confirmation) {
      refuse({ password_confirmation: t('common:validation.passwordMismatch') }, null);
      return;
    }
    setSaving(true);
    try {
      const answer = await api.post<{ message: string; data: UserRecord }>('/api/sc/user', {
        ...formPayload(values),
        ...(mode === 'set' ? password : {}),
      });
      alert.success(answer.message);
      navigate(`/sc/viewuser?id=${answer.data.id}`);
    } catch (error) {
      const placed = fieldErrors(error);
      if (Object.keys(placed).length > 0) refuse(placed, t('common:validation.requiredFields'));
      else {
        setFormError(serverMessage(error));
        alert.error(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="shell-card settings-screen user-screen" aria-labelledby="add-user-title">
      <h1 id="add-user-title">{t('users.screen.addTitle')}</h1>
      <form ref={form} onSubmit={submit} noValidate aria-labelledby="add-user-title">
        <FormError message={formError} />
        <UserFormFields values={values} errors={errors} change={change} />
        <fieldset>
          <legend>{t('users.screen.passwordSection')}</legend>
          <div
            role="radiogroup"
            aria-label={t('users.screen.passwordSection')}
            className="user-form__password-mode"
          >
            {(['invite', 'set'] as const).map((option) => (
              <Radio
                key={option}
                name="password-mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
              >
                {t(option === 'invite' ? 'users.screen.passwordInvite' : 'users.screen.passwordSet')}
              </Radio>
            ))}
          </div>
          {mode === 'invite' ? (
            <p className="atrium-field__hint">{t('users.screen.passwordInviteHelp')}</p>
          ) : (
            <>
              <TextField
                label={t('users.labels.password')}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                value={password.password}
                error={errors.password}
                onChange={(event) => setPassword((p) => ({ ...p, password: event.target.value }))}
              />
              <TextField
                label={t('users.labels.password_confirmation')}
                name="password_confirmation"
                type="password"
                autoComplete="new-password"
                required
                value={password.password_confirmation}
                error={errors.password_confirmation}
                onChange={(event) =>
                  setPassword((p) => ({ ...p, password_confirmation: event.target.value }))
                }
              />
            </>
          )}
          <ActiveCheckbox values={values} change={change} />
        </fieldset>
        <Button color="primary" htmlType="submit" loading={saving} disabled={!canCreate}>
          {t('users.screen.create')}
        </Button>
      </form>
    </section>
  );
}
