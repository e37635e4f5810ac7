import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { FormError } from '../../../src/widgets/FormError';
import { OwnerField } from '../../../src/widgets/OwnerField';
import { TextAreaField } from '../../../src/widgets/TextAreaField';
import { TextField } from '../../../src/widgets/TextField';
import { useNotifyForm } from './useNotifyForm';
import './notifyScreen.css';

/** The right to send (server: POST /api/sc/user-notification). */
export const SEND_NOTIFICATION_RIGHT = 'sc.admin.notify.actions.send';

/**
 * `/sc/notify`: an administrator sends a notification to any mix of departments, groups
 * and users (`d{id}`, `g{id}`, `u{id}`), expanded to their active users on the server.
 */
export function NotifyScreen() {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const canSend = hasPermission(session?.user.userPermission, SEND_NOTIFICATION_RIGHT);
  const { values, errors, formError, sending, change, submit } = useNotifyForm();
  // An error about the recipients as a whole (none chosen, nobody reached) describes every picker.
  const ownersErrorId = useId();
  const ownersError = errors.owners ? ownersErrorId : undefined;

  return (
    <section className="shell-card notify-screen" aria-labelledby="notify-title">
      <h1 id="notify-title">{t('send.title')}</h1>
      <p>{t('send.intro')}</p>
      {!canSend && <p className="notify-screen__no-right">{t('send.noRight')}</p>}
      <form onSubmit={submit} noValidate aria-labelledby="notify-title">
        <FormError message={formError} />
        <fieldset className="notify-screen__recipients" aria-describedby={ownersError}>
          <legend>{t('send.recipients')}</legend>
          <OwnerField
            kind="departments"
            label={t('send.departments')}
            placeholder={t('send.departmentsPlaceholder')}
            value={values.departments}
            onChange={(value) => change('departments', value)}
            error={errors.departments}
            describedBy={ownersError}
            invalid={Boolean(ownersError)}
          />
          <OwnerField
            kind="groups"
            label={t('send.groups')}
            placeholder={t('send.groupsPlaceholder')}
            value={values.groups}
            onChange={(value) => change('groups', value)}
            error={errors.groups}
            describedBy={ownersError}
            invalid={Boolean(ownersError)}
          />
          <OwnerField
            kind="users"
            label={t('send.users')}
            placeholder={t('send.usersPlaceholder')}
            value={values.users}
            onChange={(value) => change('users', value)}
            error={errors.users}
            describedBy={ownersError}
            invalid={Boolean(ownersError)}
          />
          {errors.owners && (
            <div
              id={ownersErrorId}
              className="atrium-field__error notify-screen__owners-error"
              data-testid="owners-error"
            >
              {errors.owners}
            </div>
          )}
        </fieldset>
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
