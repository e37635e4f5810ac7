import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { isApiError } from '../../../src/platform/api/ApiError';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { Dialog } from '../../../src/widgets/Dialog';
import { FormError } from '../../../src/widgets/FormError';
import { Spinner } from '../../../src/widgets/Spinner';
import { StaleSaveDialog } from '../../../src/widgets/StaleSaveDialog';
import { useDialog } from '../../../src/widgets/useDialog';
import { EffectiveRightsPanel } from '../rights/EffectiveRightsPanel';
import { UserFormFields } from './UserFormFields';
import { useFocusFirstError } from './useFocusFirstError';
import { useUserEditor } from './useUserEditor';
import './users.css';

export const EDIT_USER_RIGHT = 'sc.admin.user.actions.edit';
export const DELETE_USER_RIGHT = 'sc.admin.user.actions.delete';
export const VIEW_RIGHTS_RIGHT = 'sc.admin.rights.actions.view';

/** `/sc/viewuser?id=N`: the id from the query, or null when it is missing or not a number. */
function useUserId(): number | null {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/sc/viewuser?id=N`: one user's record, edited in place (a stale save offers to reload),
 * deactivated or reactivated after a confirmation (deactivating signs them out everywhere
 * at once), restored when deleted, and the rights they hold with where each comes from.
 */
export function ViewUserScreen() {
  const { t } = useTranslation('sc');
  const id = useUserId();
  if (id === null) {
    return (
      <section className="shell-card user-screen">
        <h1>{t('users.screen.viewTitle')}</h1>
        <p role="alert">{t('users.screen.missingId')}</p>
      </section>
    );
  }
  // Keyed by id: another user's page starts from a fresh editor.
  return <UserEditor key={id} userId={id} />;
}

function UserEditor({ userId }: { userId: number }) {
  const { t } = useTranslation('sc');
  const session = useSession();
  const rights = session?.user.userPermission;
  const editor = useUserEditor(userId);
  const form = useRef<HTMLFormElement>(null);
  const confirm = useDialog();
  const confirmDelete = useDialog();
  useFocusFirstError(form, editor.attempt);
  const { record, values } = editor;

  if (!record || !values) {
    if (editor.load.error) {
      const missing = isApiError(editor.load.error) && editor.load.error.status === 404;
      return (
        <section className="shell-card user-screen">
          <h1>{t('users.screen.viewTitle')}</h1>
          <p role="alert">{t(missing ? 'users.screen.notFound' : 'users.screen.loadFailed')}</p>
        </section>
      );
    }
    return <Spinner />;
  }

  const deleted = record.deleted_at !== null;
  const canEdit = hasPermission(rights, EDIT_USER_RIGHT) && !deleted;
  const self = Number(session?.user.id) === record.id;
  const status = deleted ? 'statusDeleted' : record.is_active ? 'statusActive' : 'statusInactive';

  return (
    <section className="shell-card settings-screen user-screen" aria-labelledby="view-user-title">
      <h1 id="view-user-title">
        {record.name} ({record.account})
      </h1>
      <div className="user-screen__status">
        <span
          className={`user-screen__badge${record.is_active && !deleted ? '' : ' user-screen__badge--off'}`}
          data-testid="user-status"
        >
          {t(`users.screen.${status}`)}
        </span>
        {canEdit && !self && (
          <Button
            color={record.is_active ? 'danger' : 'success'}
            onClick={confirm.open}
            loading={editor.busy}
          >
            {t(record.is_active ? 'users.screen.deactivate' : 'users.screen.reactivate')}
          </Button>
        )}
        {!deleted && !self && hasPermission(rights, DELETE_USER_RIGHT) && (
          <Button color="danger" onClick={confirmDelete.open} loading={editor.busy}>
            {t('common:action.delete')}
          </Button>
        )}
        {deleted && hasPermission(rights, DELETE_USER_RIGHT) && (
          <Button color="primary" onClick={() => void editor.restore()} loading={editor.busy}>
            {t('users.screen.restore')}
          </Button>
        )}
      </div>
      {deleted && <p className="settings-screen__read-only">{t('users.screen.deletedNotice')}</p>}
      <form ref={form} onSubmit={editor.save} noValidate aria-labelledby="view-user-title">
        <FormError message={editor.formError} />
        <UserFormFields values={values} errors={editor.errors} change={editor.change} disabled={!canEdit} />
        {canEdit && (
          <Button color="primary" htmlType="submit" loading={editor.busy}>
            {t('common:action.save')}
          </Button>
        )}
      </form>
      {hasPermission(rights, VIEW_RIGHTS_RIGHT) && (
        // The panel brings its own "Effective rights" heading.
        <div className="user-screen__rights">
          <EffectiveRightsPanel userId={record.id} />
        </div>
      )}
      <Dialog
        control={confirm}
        name="user-status"
        title={t(
          record.is_active ? 'users.screen.confirmDeactivateTitle' : 'users.screen.confirmReactivateTitle',
        )}
        height="auto"
        buttons={[
          { text: t('common:action.cancel'), onClick: confirm.close },
          {
            text: t(record.is_active ? 'users.screen.deactivate' : 'users.screen.reactivate'),
            color: record.is_active ? 'danger' : 'primary',
            loading: editor.busy,
            onClick: () => {
              void editor.setActive(!record.is_active).then(confirm.close);
            },
          },
        ]}
      >
        <p>
          {t(record.is_active ? 'users.screen.confirmDeactivate' : 'users.screen.confirmReactivate', {
            name: record.name,
          })}
        </p>
      </Dialog>
      <Dialog
        control={confirmDelete}
        name="user-delete"
        title={t('common:action.delete')}
        height="auto"
        buttons={[
          { text: t('common:action.cancel'), onClick: confirmDelete.close },
          {
            text: t('common:action.delete'),
            color: 'danger',
            loading: editor.busy,
            onClick: () => {
              void editor.remove().then(confirmDelete.close);
            },
          },
        ]}
      >
        <p>{t('common:confirm.delete')}</p>
      </Dialog>
      <StaleSaveDialog
        open={editor.conflict}
        name="user-conflict"
        texts={{
          title: t('users.screen.conflictTitle'),
          message: t('users.screen.conflict'),
          advice: t('users.screen.conflictBody'),
        }}
        onReload={editor.reload}
        onDismiss={editor.dismissConflict}
      />
    </section>
  );
}
