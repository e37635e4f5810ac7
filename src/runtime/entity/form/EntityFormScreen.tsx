import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ScreenProps } from '../../router/ScreenRegistry';
import { useRouteDescriptor } from '../../router/useRouteDescriptor';
import { useRouteTitle } from '../../router/useRouteTitle';
import { useAlert } from '../../../platform/alerts/useAlert';
import { useDialog } from '../../../widgets/useDialog';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { LeaveDialog } from '../common/LeaveDialog';
import { ScreenStatus } from '../common/ScreenStatus';
import { useLeaveGuard } from '../common/useLeaveGuard';
import { entityApi } from '../data/entityApi';
import type { EntityRow } from '../data/EntityRow';
import { referencedEntities } from '../data/referencedEntities';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { useFreshRecord } from '../data/useFreshRecord';
import { entityTitle, fieldsOf } from '../format/fieldLabels';
import { labelOfRow } from '../../../../schemas/core/richtext/labelOfRow';
import { useEntityLinks } from '../routing/useEntityLinks';
import { useScreenEntity } from '../routing/useScreenEntity';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { useEntityDescriptors } from '../useEntityDescriptors';
import './entityFormScreen.css';

const EntityForm = lazy(() => import('./EntityForm').then((m) => ({ default: m.EntityForm })));

/**
 * The generic create and edit screens (`entity.create`, `entity.edit`); edit takes
 * the record id from an `:id` parameter or the `?id=` query. Leaving with unsaved
 * changes asks first. The record's own actions (delete) sit in the form's action bar.
 */
export function EntityFormScreen({ id }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const route = useRouteDescriptor();
  const editing = route?.screen === 'entity.edit';
  const { entityId, recordId } = useScreenEntity(id);
  const { descriptor, error } = useEntityDescriptor(entityId);
  const references = useEntityDescriptors(
    descriptor ? referencedEntities(descriptor, Object.keys(fieldsOf(descriptor))) : [],
  );
  const record = useFreshRecord(editing ? descriptor : null, editing ? recordId : null);
  const links = useEntityLinks(entityId ?? '');
  const { blocker, setDirty } = useLeaveGuard();
  const alert = useAlert();
  const refresh = useEntityCacheRefresh();
  const confirmDelete = useDialog();
  const label = record.row && descriptor ? labelOfRow(descriptor, record.row, i18n.language) : null;
  useRouteTitle(route?.dynamicTitle ? label : null);

  const missingId = editing && recordId === null;
  if (!descriptor || !references.descriptors || (editing && !record.row) || missingId) {
    return (
      <ScreenStatus
        error={
          error ??
          references.error ??
          record.error ??
          (missingId ? new Error(t('entity:errors.noRecord')) : null)
        }
      />
    );
  }
  const name = entityTitle(t, descriptor);
  const back = () => (links.list ? navigate(links.list) : navigate(-1));
  const done = (saved: EntityRow) => {
    if (links.view) navigate(links.view(saved.id), { replace: !editing });
    else back();
  };
  const row = editing ? (record.row ?? null) : null;
  const remove = async () => {
    if (!row) return;
    try {
      await entityApi(descriptor.api).remove(row.id);
    } catch (failure) {
      alert.error(failure);
      throw failure;
    }
    alert.success(t('entity:list.deleted', { count: 1 }));
    void refresh(descriptor);
    setDirty(false);
    back();
  };
  return (
    <section className="entity-form-screen" aria-labelledby="entity-form-title">
      <h1 id="entity-form-title">
        {editing
          ? t('entity:form.editTitle', { entity: name })
          : t('entity:form.createTitle', { entity: name })}
      </h1>
      <Suspense fallback={<ScreenStatus error={null} />}>
        <EntityForm
          descriptor={descriptor}
          referenced={references.descriptors}
          row={row}
          onDirtyChange={setDirty}
          onSaved={done}
          onCancel={back}
          actions={
            row?.allowedActions?.includes('delete') ? (
              <Button danger onClick={confirmDelete.open}>
                {t('entity:rowAction.delete')}
              </Button>
            ) : undefined
          }
        />
      </Suspense>
      <LeaveDialog blocker={blocker} />
      <ConfirmDialog
        control={confirmDelete}
        message={t('common:confirm.delete')}
        confirmText={t('common:action.delete')}
        onConfirm={remove}
      />
    </section>
  );
}
