import { Alert, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../platform/alerts/useAlert';
import { useDialog } from '../../../widgets/useDialog';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { entityApi } from '../data/entityApi';
import type { EntityRow } from '../data/EntityRow';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { entityTitle } from '../format/fieldLabels';
import { EntityFormDialog } from '../form/EntityFormDialog';
import { DocumentLines } from '../lines/DocumentLines';
import { UploadZone } from '../files/UploadZone';
import { labelOfRow } from '../../../../schemas/core/richtext/labelOfRow';
import type { EntityLinks } from '../routing/useEntityLinks';
import { AuditHistory } from './AuditHistory';
import { DetailSections } from './DetailSections';
import { PendingActionPrompt } from '../list/PendingActionPrompt';
import { useRowActions } from '../list/useRowActions';
import { RecordActions } from './RecordActions';
import { RelatedList } from './RelatedList';

/**
 * One record read-only: its sections, its related lists (editable in place when
 * allowed) and its history. Deleting keeps the page, with a way to restore.
 */
export function EntityDetailView({
  descriptor,
  row,
  links,
  reload,
}: {
  descriptor: EntityDescriptor;
  row: EntityRow;
  links: EntityLinks;
  reload: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const navigate = useNavigate();
  const refresh = useEntityCacheRefresh();
  const confirm = useDialog();
  const formDialog = useDialog();
  // After a delete the API answers the deleted row (with `restore` allowed): shown until restored or left.
  const [deleted, setDeleted] = useState<EntityRow | null>(null);
  const shown = deleted ?? row;
  const rows = entityApi(descriptor.api);
  const label = labelOfRow(descriptor, shown, i18n.language);
  const related = descriptor.detail?.related ?? [];
  // A new file (a version) adds rows to the related lists: they load again.
  const [uploads, setUploads] = useState(0);

  const afterWrite = () => {
    void refresh(descriptor);
    void reload();
  };
  // The descriptor's own row actions run here as on the list's row (their questions included).
  const actions = useRowActions(descriptor, links, afterWrite);

  return (
    <article className="entity-detail" aria-labelledby="entity-detail-title">
      <header className="entity-detail__header">
        <div>
          <div className="entity-detail__kind">{entityTitle(t, descriptor)}</div>
          <h1 id="entity-detail-title">{label}</h1>
        </div>
        <RecordActions
          row={shown}
          custom={deleted ? [] : (descriptor.list.rowActions ?? [])}
          onCustom={(key) => actions.grid.onAction(shown, key)}
          onEdit={() => (links.edit ? navigate(links.edit(shown.id)) : formDialog.open())}
          onDelete={confirm.open}
          onRestore={() =>
            rows.restore(shown.id).then(
              () => {
                setDeleted(null);
                alert.success(t('entity:list.restored'));
                afterWrite();
              },
              (error: unknown) => alert.error(error),
            )
          }
        />
      </header>
      {descriptor.detail?.upload && !deleted && shown.allowedActions?.includes('edit') && (
        <UploadZone
          url={descriptor.detail.upload.url.replace('{id}', String(shown.id))}
          label={t(descriptor.detail.upload.title)}
          button={t(descriptor.detail.upload.title)}
          dropHint={t('entity:upload.dropOnRecord')}
          testId={`upload-input-${descriptor.id}-${shown.id}`}
          onUploaded={() => {
            setUploads((n) => n + 1);
            afterWrite();
          }}
        />
      )}
      {deleted && (
        <Alert
          type="warning"
          showIcon
          title={t('entity:detail.deleted')}
          action={links.list ? <Link to={links.list}>{t('entity:detail.backToList')}</Link> : undefined}
        />
      )}
      <Tabs
        items={[
          {
            key: 'details',
            label: t('entity:detail.details'),
            children: (
              <>
                <DetailSections descriptor={descriptor} row={shown} />
                {descriptor.lines && <DocumentLines descriptor={descriptor} row={shown} />}
                {!deleted &&
                  related.map((r) => (
                    <RelatedList
                      key={`${r.entity}:${r.field}`}
                      generation={uploads}
                      entity={r.entity}
                      field={r.field}
                      columns={r.columns}
                      parentId={shown.id}
                      title={t(r.title)}
                      onChanged={() => void reload()}
                    />
                  ))}
              </>
            ),
          },
          {
            key: 'history',
            label: t('entity:audit.title'),
            children: <AuditHistory descriptor={descriptor} id={shown.id} />,
          },
        ]}
      />
      <ConfirmDialog
        control={confirm}
        message={t('common:confirm.delete')}
        confirmText={t('common:action.delete')}
        onConfirm={async () => {
          try {
            setDeleted(await rows.remove(shown.id));
            alert.success(t('entity:list.deleted', { count: 1 }));
            void refresh(descriptor);
          } catch (error) {
            alert.error(error);
            throw error;
          }
        }}
      />
      <PendingActionPrompt actions={actions} />
      <EntityFormDialog control={formDialog} descriptor={descriptor} row={shown} onSaved={afterWrite} />
    </article>
  );
}
