import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FieldFrame } from '../../../src/widgets/FieldFrame';
import { FormError } from '../../../src/widgets/FormError';
import { OwnerSelect } from '../../../src/widgets/OwnerSelect';
import {
  type DepartmentSummary,
  departmentOptions,
  type UserSummary,
  userOptions,
} from '../../../src/widgets/ownerOptions';
import { TextAreaField } from '../../../src/widgets/TextAreaField';
import { TextField } from '../../../src/widgets/TextField';
import { useNotifyForm } from './useNotifyForm';
import './notifyScreen.css';

/** The right to send (server: POST /api/sc/user-notification). */
export const SEND_NOTIFICATION_RIGHT = 'sc.admin.notify.actions.send';

/**
 * `/sc/notify`: an administrator sends a notification to any mix of departments and users
 * (`d{id}`, `u{id}`), expanded to their active users on the server. Groups are not offered
 * here yet, although the server accepts `g{id}` references and lists groups
 * (GET /api/sc/group/all).
 */
export function NotifyScreen() {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const canSend = hasPermission(session?.user.userPermission, SEND_NOTIFICATION_RIGHT);
  const departments = useCachedList<DepartmentSummary>('/api/sc/department/all');
  const users = useCachedList<UserSummary>('/api/sc/user/all');
  const { values, errors, formError, sending, change, submit } = useNotifyForm();

  return (
    <section className="shell-card notify-screen" aria-labelledby="notify-title">
      <h1 id="notify-title">{t('send.title')}</h1>
      <p>{t('send.intro')}</p>
      {!canSend && <p className="notify-screen__no-right">{t('send.noRight')}</p>}
      <form onSubmit={submit} noValidate aria-labelledby="notify-title">
        <FormError message={formError} />
        <FieldFrame label={t('send.departments')} error={errors.departments}>
          {(control) => (
            <OwnerSelect
              id={control.id}
              label={t('send.departments')}
              placeholder={t('send.departmentsPlaceholder')}
              options={departmentOptions(departments.items, t('send.inactive'))}
              value={values.departments}
              onChange={(value) => change('departments', value)}
              loading={departments.status === 'update' && departments.items.length === 0}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
            />
          )}
        </FieldFrame>
        <FieldFrame label={t('send.users')} error={errors.users}>
          {(control) => (
            <OwnerSelect
              id={control.id}
              label={t('send.users')}
              placeholder={t('send.usersPlaceholder')}
              options={userOptions(users.items)}
              value={values.users}
              onChange={(value) => change('users', value)}
              loading={users.status === 'update' && users.items.length === 0}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
            />
          )}
        </FieldFrame>
        {errors.owners && (
          <div className="atrium-field__error notify-screen__owners-error" data-testid="owners-error">
            {errors.owners}
          </div>
        )}
        <TextField
          label={t('send.subject')}
          name="title"
          required
          maxLength={200}
          value={values.title}
          error={errors.title}
          onChange={(event) => change('title', event.target.value)}
        />
        <TextAreaField
          label={t('send.content')}
          name="content"
          required
          rows={6}
          maxLength={5000}
          value={values.content}
          error={errors.content}
          onChange={(event) => change('content', event.target.value)}
        />
        <Button color="primary" htmlType="submit" loading={sending} disabled={!canSend}>
          {t('send.submit')}
        </Button>
      </form>
    </section>
  );
}
