import {
  type CellKeyDownEvent,
  type ColDef,
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
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { localeTag } from '../../../platform/i18n/languages';
import type { EntityRow } from '../data/EntityRow';
import { fieldOf, fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { useOwnerLabels } from '../format/useOwnerLabels';
import { actionsCell, colourCell, type RowActionsContext } from './gridCells';
import { GRID_MODULES } from './gridModules';
import { gridLocaleText } from './gridLocaleText';
import { labelsCell } from './labelsCell';
import { columnStateFromSort, sortFromColumnState } from './gridSort';
import { readColumnState, writeColumnState } from './storedColumnState';

export const ACTIONS_COLUMN = '__actions';

const theme = themeQuartz.withParams({ fontFamily: 'inherit', fontSize: 14, headerFontWeight: 600 });

/** Rows arrive sorted by the server: a comparator that keeps them as they are. */
const keepServerOrder = () => 0;

/** Tab moves between the action buttons of a cell instead of to the next cell. */
function tabThroughButtons({ event }: SuppressKeyboardEventParams): boolean {
  return event.key === 'Tab' && event.target instanceof HTMLButtonElement;
}

/** Enter on the actions cell takes the keyboard to its first button. */
function enterActions(event: CellKeyDownEvent<EntityRow>): void {
  const key = event.event instanceof KeyboardEvent ? event.event.key : '';
  if (event.column.getColId() !== ACTIONS_COLUMN || key !== 'Enter') return;
  const target = event.event?.target;
  if (target instanceof HTMLElement) target.querySelector('button')?.focus();
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
  /** localStorage key of this user's column layout for this entity. */
  stateKey: string;
  apiRef?: RefObject<GridApi<EntityRow> | null>;
  /** Called after the stored layout changed (the columns menu re-reads visibility). */
  onColumnStateChange?: (state: ColumnState[]) => void;
}

/**
 * One server page of an entity's rows in ag-grid: headers sort through the API,
 * the layout (order, widths, hidden columns, sort) is kept per user. The grid is
 * driven through its own API (createGrid), without the React adapter: the list
 * stays lighter, and cells are plain text and buttons anyway.
 */
export function EntityGrid(props: EntityGridProps) {
  const { descriptor, rows, columns, selectable, actions, stateKey } = props;
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

  const columnDefs = useMemo<ColDef<EntityRow>[]>(() => {
    const defs: ColDef<EntityRow>[] = columns.map((name) => {
      const field = fieldOf(descriptor, name);
      const numeric = field && ['integer', 'number', 'decimal'].includes(field.type);
      return {
        colId: name,
        field: name,
        headerName: fieldTitle(t, descriptor, name),
        sortable: field?.type !== 'json' && field?.type !== 'references' && field?.type !== 'files',
        comparator: keepServerOrder,
        valueFormatter: ({ data }) =>
          data ? formatFieldValue(descriptor, name, data, t, locale, { owners }) : '',
        cellRenderer:
          field?.format === 'color'
            ? colourCell
            : field?.type === 'references'
              ? labelsCell(name)
              : undefined,
        type: numeric ? 'rightAligned' : undefined,
      };
    });
    if (hasActions) {
      defs.push({
        colId: ACTIONS_COLUMN,
        headerName: t('entity:list.actions'),
        sortable: false,
        lockVisible: true,
        // The cell redraws when what the row allows changes.
        valueGetter: ({ data }) => (data?.allowedActions ?? []).join(','),
        cellRenderer: actionsCell(t, () => latest.current.actions),
        suppressKeyboardEvent: tabThroughButtons,
        minWidth: 180,
      });
    }
    return defs;
  }, [columns, descriptor, t, locale, hasActions, owners]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per entity and language; later props arrive through the effects below.
  useEffect(() => {
    if (!host.current) return;
    const save = (grid: GridApi<EntityRow>) => {
      const state = grid.getColumnState();
      writeColumnState(stateKey, state);
      latest.current.onColumnStateChange?.(state);
    };
    const options: GridOptions<EntityRow> = {
      theme,
      columnDefs,
      rowData: latest.current.rows,
      // No type inference: every cell shows the translated, locale-formatted text of formatFieldValue.
      defaultColDef: { resizable: true, minWidth: 90, flex: 1, cellDataType: false },
      getRowId: ({ data }) => String(data.id),
      domLayout: 'autoHeight',
      ensureDomOrder: true,
      maintainColumnOrder: true,
      rowSelection: selectionOf(latest.current.selectable),
      localeText: gridLocaleText(t),
      suppressNoRowsOverlay: true,
      onSortChanged: ({ api: grid, source }) => {
        save(grid);
        // Only a user's header click asks the server; applying state ourselves must not loop.
        if (source !== 'api' && source !== 'gridInitializing')
          latest.current.onSortChange(sortFromColumnState(grid.getColumnState()));
      },
      onColumnMoved: ({ api: grid, finished }) => finished && save(grid),
      onColumnResized: ({ api: grid, finished, source }) => finished && source !== 'flex' && save(grid),
      onColumnVisible: ({ api: grid }) => save(grid),
      onSelectionChanged: ({ api: grid }) =>
        latest.current.onSelectionChange(grid.getSelectedRows().map((row) => row.id)),
      onCellKeyDown: enterActions,
    };
    const grid = createGrid(host.current, options, { modules: GRID_MODULES });
    const stored = readColumnState(stateKey);
    if (stored) grid.applyColumnState({ state: stored, applyOrder: true });
    grid.applyColumnState({ state: columnStateFromSort(latest.current.sort), defaultState: { sort: null } });
    api.current = grid;
    if (latest.current.apiRef) latest.current.apiRef.current = grid;
    return () => {
      api.current = null;
      grid.destroy();
    };
  }, [stateKey, language]);

  useEffect(() => api.current?.setGridOption('columnDefs', columnDefs), [columnDefs]);
  useEffect(() => api.current?.setGridOption('rowData', rows), [rows]);
  useEffect(() => api.current?.setGridOption('rowSelection', selectionOf(selectable)), [selectable]);

  return <div ref={host} className="entity-grid" />;
}

function selectionOf(selectable: boolean): GridOptions<EntityRow>['rowSelection'] {
  return selectable
    ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }
    : undefined;
}
