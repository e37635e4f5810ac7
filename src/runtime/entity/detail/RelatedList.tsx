import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import useSWR from 'swr';
import type { EntityDescriptor, RowActionDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../platform/alerts/useAlert';
import { swrFetcher } from '../../../platform/api/apiClient';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { localeTag } from '../../../platform/i18n/languages';
import { useDialog } from '../../../widgets/useDialog';
import { useOverflowsX } from '../../../widgets/useOverflowsX';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ScreenStatus } from '../common/ScreenStatus';
import { entityApi } from '../data/entityApi';
import type { EntityRow, ListAnswer } from '../data/EntityRow';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { useEntityRights } from '../data/useEntityRights';
import { entityTitle, fieldOf, fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { EntityFormDialog } from '../form/EntityFormDialog';
import { labelOfRow } from '../../../../schemas/core/richtext/labelOfRow';
import { useEntityLinks } from '../routing/useEntityLinks';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { fillRowLink } from '../list/fillRowLink';
import { postRowAction } from '../list/postRowAction';

const PAGE_SIZE = 20;

interface RelatedProps {
  /** The related entity's field that points at the parent record. */
  field: string;
  /** Columns to show (the descriptor's `detail.related[].columns`); default: the list's, less `field`. */
  columns?: readonly string[];
  parentId: number;
  title: string;
  /** A related row was written: the parent may have changed too (a quotation's totals). */
  onChanged: () => void;
  /** Bumped when the parent's screen added related rows itself (a new version uploaded): load again. */
  generation?: number;
}

function RelatedTable({
  descriptor,
  field,
  columns: chosenColumns,
  parentId,
  title,
  onChanged,
  generation = 0,
}: RelatedProps & { descriptor: EntityDescriptor }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const rights = useEntityRights(descriptor);
  const links = useEntityLinks(descriptor.id);
  const refresh = useEntityCacheRefresh();
  const formDialog = useDialog();
  const confirmDialog = useDialog();
  const [page, setPage] = useState(1);
  const [scrollBox, scrolls] = useOverflowsX();
  const [editing, setEditing] = useState<EntityRow | null>(null);
  const navigate = useNavigate();
  const actionDialog = useDialog();
  const [pending, setPending] = useState<{ row: EntityRow; action: RowActionDescriptor } | null>(null);
  // The list's own row actions, but those that ask for a reason or a date (the list's prompt).
  const ownActions = (descriptor.list.rowActions ?? []).filter((a) => !a.reason && !a.date);
  const [deleting, setDeleting] = useState<EntityRow | null>(null);
  const rows = useMemo(() => entityApi(descriptor), [descriptor]);
  const path = rows.listPath({
    page,
    perPage: PAGE_SIZE,
    sort: descriptor.list.defaultSort,
    filters: { [field]: String(parentId) },
  });
  const { data, error, mutate } = useSWR<ListAnswer>(path, swrFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (generation > 0) void mutate();
  }, [generation, mutate]);
  const changed = () => {
    void mutate();
    void refresh(descriptor);
    onChanged();
  };
  const labelOf = (row: EntityRow) => labelOfRow(descriptor, row, language);
  const runAction = async (row: EntityRow, action: RowActionDescriptor) => {
    const name = labelOf(row);
    try {
      await postRowAction(descriptor.api, row, action, null);
      alert.success(t(action.done ?? 'entity:rowAction.done', { action: t(action.title), name }));
      changed();
    } catch (e) {
      alert.error(e);
      throw e;
    }
  };
  const onAction = (row: EntityRow, action: RowActionDescriptor) => {
    if (action.link) void navigate(fillRowLink(action.link, row));
    else if (action.confirm) {
      setPending({ row, action });
      actionDialog.open();
    } else void runAction(row, action).catch(() => {});
  };
  const name = entityTitle(t, descriptor);
  const headingId = `related-${descriptor.id}-${field}`;

  const columns = (chosenColumns ?? descriptor.list.columns.filter((c) => c !== field)).map((c) => ({
    key: c,
    title: fieldTitle(t, descriptor, c),
    align: ['integer', 'number', 'decimal'].includes(fieldOf(descriptor, c)?.type ?? '')
      ? ('right' as const)
      : undefined,
    render: (_: unknown, row: EntityRow) => formatFieldValue(descriptor, c, row, t, locale),
  }));
  const actions = {
    key: '__actions',
    title: t('entity:list.actions'),
    render: (_: unknown, row: EntityRow) => {
      const allowed = row.allowedActions ?? [];
      return (
        <Space size={0}>
          {allowed.includes('view') && links.view && (
            <Link
              to={links.view(row.id)}
              aria-label={t('entity:rowAction.viewNamed', { name: labelOf(row) })}
            >
              {t('entity:rowAction.view')}
            </Link>
          )}
          {allowed.includes('edit') && (
            <Button
              type="link"
              size="small"
              aria-label={t('entity:rowAction.editNamed', { name: labelOf(row) })}
              onClick={() => {
                setEditing(row);
                formDialog.open();
              }}
            >
              {t('entity:rowAction.edit')}
            </Button>
          )}
          {allowed.includes('delete') && (
            <Button
              type="link"
              size="small"
              danger
              aria-label={t('entity:rowAction.deleteNamed', { name: labelOf(row) })}
              onClick={() => {
                setDeleting(row);
                confirmDialog.open();
              }}
            >
              {t('entity:rowAction.delete')}
            </Button>
          )}
          {ownActions
            .filter((action) => allowed.includes(action.key))
            .map((action) => (
              <Button
                key={action.key}
                type="link"
                size="small"
                aria-label={t('entity:rowAction.customNamed', {
                  action: t(action.title),
                  name: labelOf(row),
                })}
                onClick={() => onAction(row, action)}
              >
                {t(action.title)}
              </Button>
            ))}
        </Space>
      );
    },
  };

  return (
    <section className="entity-related" aria-labelledby={headingId}>
      <div className="entity-related__head">
        <h2 id={headingId}>{title}</h2>
        {rights.create && (
          <Button
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => {
              setEditing(null);
              formDialog.open();
            }}
          >
            {t('entity:related.add', { entity: name })}
          </Button>
        )}
      </div>
      {!data ? (
        <ScreenStatus error={error} />
      ) : (
        // A narrow window scrolls the table in this box, not the page; while it scrolls, the box
        // takes the keyboard (tabIndex) so arrow keys can scroll it (axe: scrollable-region-focusable),
        // which antd's own scroll box (Table's scroll prop) cannot; otherwise it is no tab stop.
        <section
          ref={scrollBox}
          className="entity-related__scroll"
          aria-labelledby={headingId}
          tabIndex={scrolls ? 0 : undefined}
        >
          <Table<EntityRow>
            size="small"
            rowKey="id"
            aria-labelledby={headingId}
            dataSource={data.data}
            columns={[...columns, actions]}
            // Not antd's default grey for an empty table (25 % black, 1.8:1): text that passes WCAG AA.
            locale={{
              emptyText: <Typography.Text type="secondary">{t('entity:related.empty')}</Typography.Text>,
            }}
            pagination={
              data.meta.total > PAGE_SIZE
                ? {
                    current: page,
                    pageSize: PAGE_SIZE,
                    total: data.meta.total,
                    onChange: setPage,
                    showSizeChanger: false,
                  }
                : false
            }
          />
        </section>
      )}
      <EntityFormDialog
        control={formDialog}
        descriptor={descriptor}
        row={editing}
        fixedValues={{ [field]: parentId }}
        onSaved={changed}
      />
      <ConfirmDialog
        control={actionDialog}
        message={pending?.action.confirm ? t(pending.action.confirm, { name: labelOf(pending.row) }) : ''}
        confirmText={pending ? t(pending.action.title) : ''}
        onConfirm={async () => {
          if (pending) await runAction(pending.row, pending.action);
        }}
      />
      <ConfirmDialog
        control={confirmDialog}
        message={t('common:confirm.delete')}
        confirmText={t('common:action.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await rows.remove(deleting.id);
            alert.success(t('entity:list.deleted', { count: 1 }));
            changed();
          } catch (e) {
            alert.error(e);
            throw e;
          }
        }}
      />
    </section>
  );
}

/**
 * Rows of another entity that point at this record (`filter[{field}]={id}`),
 * with adding, editing and deleting in place when the user may: a quotation's
 * lines are edited here, and the quotation's totals refresh after each change.
 * The related entity's own row actions show on each row that allows them (a file's
 * versions: open one in the viewer, make it current), but those asking for a reason or a date.
 */
export function RelatedList({ entity, ...props }: RelatedProps & { entity: string }) {
  const { descriptor, error } = useEntityDescriptor(entity);
  if (!descriptor) return <ScreenStatus error={error} />;
  return <RelatedTable descriptor={descriptor} {...props} />;
}
