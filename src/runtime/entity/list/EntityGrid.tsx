import {
  type CellClickedEvent,
  type CellKeyDownEvent,
  type ColumnState,
  createGrid,
  type GridApi,
  type GridOptions,
  type SuppressKeyboardEventParams,
  themeQuartz,
} from 'ag-grid-community';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { ACTIONS_COLUMN_ID } from '../../../../schemas/core/listLayoutColumns';
import type { ListLayout } from '../../../../schemas/core/listLayoutSchema';
import { localeTag } from '../../../platform/i18n/languages';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { EntityRow } from '../data/EntityRow';
import { useOwnerLabels } from '../format/useOwnerLabels';
import { fitGridColumns } from './fitGridColumns';
import type { RowActionsContext } from './gridCells';
import { usePhoneWidth } from './usePhoneWidth';
import { gridColumnDefs } from './gridColumnDefs';
import { gridLocaleText } from './gridLocaleText';
import { GRID_MODULES } from './gridModules';
import { columnStateFromSort, sortFromColumnState } from './gridSort';
import { columnStateFromLayout, layoutFromColumnState } from './listLayoutState';
import { showCutText } from './showCutText';

export const ACTIONS_COLUMN = ACTIONS_COLUMN_ID;

/**
 * ag-grid drawn with the app's theme tokens (published on :root by the shell's ThemeProvider),
 * so dark mode and the primary colour reach the grid like every antd control.
 */
const theme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 'var(--ant-font-size, 14px)',
  headerFontWeight: 600,
  backgroundColor: 'var(--ant-color-bg-container, #fff)',
  foregroundColor: 'var(--ant-color-text, rgb(0 0 0 / 88%))',
  borderColor: 'var(--ant-color-border-secondary, #f0f0f0)',
  accentColor: 'var(--ant-color-primary, #0958d9)',
  browserColorScheme: 'inherit',
});

/** Tab moves between the action buttons of a cell instead of to the next cell. */
function tabThroughButtons({ event }: SuppressKeyboardEventParams): boolean {
  return event.key === 'Tab' && event.target instanceof HTMLButtonElement;
}

/** A cell that opens its row when clicked or on Enter: any but the actions and selection columns. */
function opensRow(colId: string): boolean {
  return colId !== ACTIONS_COLUMN_ID && !colId.startsWith('ag-Grid-');
}

export interface EntityGridProps {
  descriptor: EntityDescriptor;
  rows: EntityRow[];
  /** Field names (or system columns) to show, in default order. */
  columns: readonly string[];
  sort: string;
  onSortChange: (sort: string) => void;
  selectable: boolean;
  onSelectionChange: (ids: number[]) => void;
  actions: RowActionsContext | null;
  /** The user's kept layout (null: the defaults), applied when the grid is created. */
  layout: ListLayout | null;
  /** Called after the user changed the layout (order, width, visibility, sort). */
  onLayoutChange: (layout: ListLayout) => void;
  apiRef?: RefObject<GridApi<EntityRow> | null>;
  /** Called after the column state changed (the columns menu re-reads visibility). */
  onColumnStateChange?: (state: ColumnState[]) => void;
}

/**
 * One server page of an entity's rows in ag-grid: headers sort through the API, columns fit
 * their content (fitGridColumns) unless the user sized them, the label column is pinned, a row
 * opens with a click or with Enter, and the layout the user sets is handed to onLayoutChange to
 * be kept on the server. Driven through ag-grid's own API (createGrid), without the React
 * adapter: the list stays lighter, and cells are plain text and buttons anyway.
 * @example <EntityGrid descriptor={lead} rows={rows} columns={lead.list.columns} layout={kept} onLayoutChange={save} … />
 */
export function EntityGrid(props: EntityGridProps) {
  const { descriptor, rows, columns, selectable, actions } = props;
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const owners = useOwnerLabels(descriptor);
  const host = useRef<HTMLDivElement>(null);
  const api = useRef<GridApi<EntityRow> | null>(null);
  // Grid callbacks are set once; they read the newest props through this ref.
  const latest = useRef(props);
  latest.current = props;
  const hasActions = actions !== null;
  const phone = usePhoneWidth();

  const columnDefs = useMemo(
    () =>
      gridColumnDefs({
        descriptor,
        columns,
        t,
        locale,
        owners,
        actions: hasActions ? () => latest.current.actions : null,
        suppressTab: tabThroughButtons,
        pinActions: !phone,
      }),
    [columns, descriptor, t, locale, hasActions, owners, phone],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per entity and language; later props arrive through the effects below.
  useEffect(() => {
    if (!host.current) return;
    const element = host.current;
    // Columns whose width the user chose: kept as they are, the others fit their content.
    const userSized = new Set(
      (latest.current.layout?.columns ?? []).filter((c) => c.width !== undefined).map((c) => c.colId),
    );
    const changed = (grid: GridApi<EntityRow>, byUser: boolean) => {
      const state = grid.getColumnState();
      if (byUser) latest.current.onLayoutChange(layoutFromColumnState(state, userSized));
      latest.current.onColumnStateChange?.(state);
    };
    const open = (row: EntityRow | undefined, colId: string) => {
      if (row && opensRow(colId)) latest.current.actions?.openRow(row);
    };
    const options: GridOptions<EntityRow> = {
      theme,
      columnDefs,
      rowData: latest.current.rows,
      // No type inference: every cell shows the translated, locale-formatted text of formatFieldValue.
      defaultColDef: { resizable: true, minWidth: 60, maxWidth: 1200, cellDataType: false },
      getRowId: ({ data }) => String(data.id),
      domLayout: 'autoHeight',
      ensureDomOrder: true,
      // Every column is in the page (a list page is tens of rows by a dozen columns): screen readers,
      // find-in-page and tests see the cells scrolled out of view too.
      suppressColumnVirtualisation: true,
      maintainColumnOrder: true,
      rowSelection: selectionOf(latest.current.selectable),
      localeText: gridLocaleText(t),
      suppressNoRowsOverlay: true,
      onFirstDataRendered: ({ api: grid }) =>
        fitGridColumns(grid, latest.current.descriptor, userSized, element.clientWidth),
      onSortChanged: ({ api: grid, source }) => {
        // Only a user's header click asks the server; applying state ourselves must not loop.
        const byUser = source !== 'api' && source !== 'gridInitializing';
        changed(grid, byUser);
        if (byUser) latest.current.onSortChange(sortFromColumnState(grid.getColumnState()));
      },
      onColumnMoved: ({ api: grid, finished, source }) => finished && changed(grid, source !== 'api'),
      onColumnResized: ({ api: grid, finished, source, columns: resized }) => {
        if (!finished || source !== 'uiColumnResized') return;
        for (const column of resized ?? []) userSized.add(column.getColId());
        changed(grid, true);
      },
      onColumnVisible: ({ api: grid, source }) => changed(grid, source !== 'gridInitializing'),
      onSelectionChanged: ({ api: grid }) =>
        latest.current.onSelectionChange(grid.getSelectedRows().map((row) => row.id)),
      onCellClicked: ({ data, column, event }: CellClickedEvent<EntityRow>) => {
        // A click on a button or a link inside the cell does its own thing.
        if (event?.target instanceof Element && event.target.closest('button, a, input')) return;
        open(data, column.getColId());
      },
      onCellKeyDown: (event: CellKeyDownEvent<EntityRow>) => {
        const key = event.event instanceof KeyboardEvent ? event.event.key : '';
        if (key !== 'Enter') return;
        const colId = event.column.getColId();
        const target = event.event?.target;
        // Enter on the actions cell takes the keyboard to its first button; on a button, presses it.
        if (colId === ACTIONS_COLUMN_ID) {
          if (target instanceof HTMLElement && !(target instanceof HTMLButtonElement))
            target.querySelector('button')?.focus();
          return;
        }
        open(event.data, colId);
      },
    };
    const grid = createGrid(element, options, { modules: GRID_MODULES });
    element.addEventListener('mouseover', showCutText);
    const layout = latest.current.layout;
    const known = [...latest.current.columns, ACTIONS_COLUMN_ID];
    if (layout) grid.applyColumnState({ state: columnStateFromLayout(layout, known), applyOrder: true });
    grid.applyColumnState({ state: columnStateFromSort(latest.current.sort), defaultState: { sort: null } });
    api.current = grid;
    if (latest.current.apiRef) latest.current.apiRef.current = grid;
    latest.current.onColumnStateChange?.(grid.getColumnState());
    return () => {
      api.current = null;
      element.removeEventListener('mouseover', showCutText);
      grid.destroy();
    };
  }, [language]);

  useEffect(() => api.current?.setGridOption('columnDefs', columnDefs), [columnDefs]);
  useEffect(() => api.current?.setGridOption('rowData', rows), [rows]);
  useEffect(() => api.current?.setGridOption('rowSelection', selectionOf(selectable)), [selectable]);

  return <div ref={host} className={hasActions ? 'entity-grid entity-grid--opens' : 'entity-grid'} />;
}

function selectionOf(selectable: boolean): GridOptions<EntityRow>['rowSelection'] {
  return selectable
    ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }
    : undefined;
}
