import type { ColumnState, GridApi } from 'ag-grid-community';
import { lazy, type ReactNode, Suspense, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../platform/alerts/useAlert';
import { useDialog } from '../../../widgets/useDialog';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ScreenStatus } from '../common/ScreenStatus';
import type { EntityRow } from '../data/EntityRow';
import type { FilterValue } from '../data/ListQuery';
import { useEntityRights } from '../data/useEntityRights';
import { entityTitle } from '../format/fieldLabels';
import { useEntityLinks } from '../routing/useEntityLinks';
import { usePageTitle } from '../routing/usePageTitle';
import { InsideTabsContext } from '../tabs/InsideTabsContext';
import type { DescriptorMap } from '../useEntityDescriptors';
import { ColumnsMenu } from './ColumnsMenu';
import { EntityCardList } from './EntityCardList';
import { EntityGrid } from './EntityGrid';
import { exportList, type ExportFormat } from './exportList';
import { ListPager } from './ListPager';
import { ListQueryBar } from './ListQueryBar';
import { ListToolbar } from './ListToolbar';
import { listUploadUrl, UploadZone } from '../files/UploadZone';
import { sortOfLayout } from './listLayoutState';
import { sortableColumns } from '../../../../schemas/core/sortableColumns';
import { useEntityList } from './useEntityList';
import { type ListLayoutControl, useListLayout } from './useListLayout';
import { usePhoneWidth } from './usePhoneWidth';
import { PendingActionPrompt } from './PendingActionPrompt';
import { useBulkRowActions } from './useBulkRowActions';
import { useRowActions } from './useRowActions';
import './entityList.css';

// Loaded when first opened: most visits to a list neither import nor edit in a dialog.
const ImportDialog = lazy(() => import('./import/ImportDialog').then((m) => ({ default: m.ImportDialog })));
const EntityFormDialog = lazy(() =>
  import('../form/EntityFormDialog').then((m) => ({ default: m.EntityFormDialog })),
);

const NO_FILTERS: Readonly<Record<string, FilterValue>> = {};

interface ListViewProps {
  descriptor: EntityDescriptor;
  referenced: DescriptorMap;
  /**
   * Filters the screen around the list sets (a master list's node and switch): sent with every
   * page, left out of the filter bar and of the list's own address parameters.
   */
  fixedFilters?: Readonly<Record<string, FilterValue>>;
  /** Shown first in the toolbar (a master list's switch). */
  toolbarStart?: ReactNode;
  /** The values a row created from this list starts with (the chosen node). */
  createValues?: Readonly<Record<string, unknown>>;
}

/**
 * An entity's list: search, filters, toolbar, the grid of one server page (or cards on a phone
 * when the descriptor asks for them), and paging. The user's column layout is read from the
 * server first, so the grid is drawn once, in their layout.
 * @example <EntityListView descriptor={lead} referenced={referenced} />
 */
export function EntityListView(props: ListViewProps) {
  const layout = useListLayout(props.descriptor.id);
  if (layout.layout === undefined) return <ScreenStatus error={null} />;
  return <ListBody {...props} layout={layout} />;
}

function ListBody({
  descriptor,
  referenced,
  layout,
  fixedFilters = NO_FILTERS,
  toolbarStart,
  createValues,
}: ListViewProps & { layout: ListLayoutControl }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const navigate = useNavigate();
  const insideTabs = useContext(InsideTabsContext);
  const title = usePageTitle(entityTitle(t, descriptor));
  const rights = useEntityRights(descriptor);
  const links = useEntityLinks(descriptor.id);
  const [columnState, setColumnState] = useState<ColumnState[]>([]);
  const [initialSort] = useState(
    () => sortOfLayout(layout.layout ?? null, sortableColumns(descriptor)) || descriptor.list.defaultSort,
  );
  const cards = usePhoneWidth() && descriptor.list.phone === 'cards';
  const list = useEntityList(descriptor, initialSort, fixedFilters);
  const apiRef = useRef<GridApi<EntityRow> | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const importDialog = useDialog();
  const actions = useRowActions(descriptor, links, () => void list.reload());
  const bulk = useBulkRowActions(descriptor, () => {
    apiRef.current?.deselectAll();
    setSelected([]);
    void list.reload();
  });

  const columns = descriptor.list.columns;
  const rows = list.answer?.data ?? [];
  // A bulk action is offered when every selected row allows it (the server's allowedActions
  // already weigh the action's `when` and the caller's scope): no Post among drafts.
  const chosen = rows.filter((row) => selected.includes(row.id));
  const offered = {
    ...bulk,
    actions: bulk.actions.filter((a) => chosen.every((row) => row.allowedActions?.includes(a.key))),
  };
  const meta = list.answer?.meta;
  const filtered = list.query.search !== '' || Object.keys(list.query.filters).length > 0;

  const runExport = async (format: ExportFormat) => {
    setExporting(true);
    try {
      await exportList(descriptor.api, list.query, format, descriptor.id.replace('.', '-'));
    } catch (error) {
      alert.error(error);
    } finally {
      setExporting(false);
    }
  };

  // Rows made from files: the list is where they are dropped (`list.upload`).
  const uploading = Boolean(descriptor.list.upload) && rights.create && !list.query.trashedOnly;
  const body =
    list.loading || (list.error && !list.answer) ? (
      <ScreenStatus error={list.error} />
    ) : (
      <div aria-busy={list.refreshing || undefined}>
        {cards ? (
          <EntityCardList descriptor={descriptor} rows={rows} actions={actions.grid} label={title} />
        ) : (
          <EntityGrid
            key={layout.generation}
            descriptor={descriptor}
            rows={rows}
            columns={columns}
            sort={list.query.sort}
            onSortChange={list.setSort}
            selectable={(rights.delete || bulk.actions.length > 0) && !list.query.trashedOnly}
            onSelectionChange={setSelected}
            actions={actions.grid}
            layout={layout.layout ?? null}
            onLayoutChange={layout.save}
            apiRef={apiRef}
            onColumnStateChange={setColumnState}
          />
        )}
        {rows.length === 0 && (
          <p className="entity-list__empty" role="status">
            {t(
              list.query.trashedOnly
                ? 'entity:list.emptyDeleted'
                : filtered
                  ? 'entity:list.noMatch'
                  : 'entity:list.empty',
            )}
          </p>
        )}
        {meta && meta.total > 0 && <ListPager meta={meta} onChange={list.setPage} />}
      </div>
    );

  return (
    <section className="entity-list" aria-labelledby={insideTabs ? undefined : `${descriptor.id}-title`}>
      {!insideTabs && (
        <h1 id={`${descriptor.id}-title`} className="entity-list__title">
          {title}
        </h1>
      )}
      <div className="entity-list__toolbar">
        {toolbarStart}
        <ListQueryBar
          descriptor={descriptor}
          referenced={referenced}
          query={list.query}
          onSearch={list.setSearch}
          onFilter={list.setFilter}
          hidden={Object.keys(fixedFilters)}
        />
        <ListToolbar
          rights={rights}
          selectedCount={selected.length}
          trashedOnly={list.query.trashedOnly}
          onTrashedOnly={(only) => {
            setSelected([]);
            list.setTrashedOnly(only);
          }}
          onCreate={descriptor.list.upload ? undefined : actions.openCreate}
          onImport={() => (links.import ? void navigate(links.import) : importDialog.open())}
          onExport={(format) => void runExport(format)}
          exporting={exporting}
          onBulkDelete={() => actions.askDelete(selected)}
          bulk={offered}
          onBulkAction={(key) => {
            const action = offered.actions.find((a) => a.key === key);
            if (action) void bulk.run(action, selected);
          }}
          boardLink={links.board}
          calendarLink={links.calendar}
          columnsMenu={
            !cards && (
              <ColumnsMenu
                descriptor={descriptor}
                columns={columns}
                state={columnState}
                apiRef={apiRef}
                onReset={() => {
                  void layout.reset();
                  list.setSort(descriptor.list.defaultSort);
                }}
              />
            )
          }
        />
      </div>
      {uploading ? (
        <UploadZone
          url={listUploadUrl(descriptor, createValues)}
          label={t('entity:upload.zone', { entity: title })}
          button={t('entity:upload.choose')}
          dropHint={t('entity:upload.dropHint')}
          waitHint={t('entity:upload.chooseNodeFirst')}
          testId={`upload-input-${descriptor.id}`}
          onUploaded={() => void list.reload()}
        >
          {body}
        </UploadZone>
      ) : (
        body
      )}
      <ConfirmDialog
        control={actions.confirmDialog}
        message={t('common:confirm.delete')}
        confirmText={t('common:action.delete')}
        onConfirm={actions.confirmDelete}
      />
      <PendingActionPrompt actions={actions} />
      <Suspense fallback={null}>
        {importDialog.isOpen && (
          <ImportDialog
            control={importDialog}
            descriptor={descriptor}
            onImported={() => void list.reload()}
          />
        )}
        {actions.formDialog.isOpen && (
          <EntityFormDialog
            control={actions.formDialog}
            descriptor={descriptor}
            row={actions.editing}
            initialValues={actions.editing ? undefined : createValues}
            onSaved={() => void list.reload()}
          />
        )}
      </Suspense>
    </section>
  );
}
