import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { TextField } from '../../../src/widgets/TextField';
import { OwnerSelect } from './OwnerSelect';
import { type DepartmentSummary, departmentOptions, type UserSummary, userOptions } from './ownerOptions';
import { TextAreaField } from '../../../src/widgets/TextAreaField';
import { useNotifyForm } from './useNotifyForm';
import './notifyScreen.css';

/** The right to send (server: POST /api/sc/user-notification). */
export const SEND_NOTIFICATION_RIGHT = 'sc.admin.notify.actions.send';

/**
 * `/sc/notify`: an administrator sends a notification to any mix of departments and users
 * (`d{id}`, `u{id}`), expanded to their active users on the server. Groups are not offered
 * yet: the server has no list of groups to choose from (no GET /api/sc/group), although it
 * accepts `g{id}` references.
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
        <OwnerSelect
          label={t('send.departments')}
          placeholder={t('send.departmentsPlaceholder')}
          options={departmentOptions(departments.items, t('send.inactive'))}
          value={values.departments}
          onChange={(value) => change('departments', value)}
          loading={departments.status === 'update' && departments.items.length === 0}
          error={errors.departments}
        />
        <OwnerSelect
          label={t('send.users')}
          placeholder={t('send.usersPlaceholder')}
          options={userOptions(users.items)}
          value={values.users}
          onChange={(value) => change('users', value)}
          loading={users.status === 'update' && users.items.length === 0}
          error={errors.users}
        />
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
