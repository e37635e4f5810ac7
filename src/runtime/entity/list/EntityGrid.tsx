import {
  type CellKeyDownEvent,
  type ColDef,
  type ColumnState,
  type GridApi,
  type GridReadyEvent,
  type SuppressKeyboardEventParams,
  themeQuartz,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type RefObject, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { localeTag } from '../../../platform/i18n/languages';
import type { EntityRow } from '../data/EntityRow';
import { fieldOf, fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { ColourCell } from './ColourCell';
import { GRID_MODULES } from './gridModules';
import { gridLocaleText } from './gridLocaleText';
import { columnStateFromSort, sortFromColumnState } from './gridSort';
import { RowActionsCell, type RowActionsContext } from './RowActionsCell';
import { readColumnState, writeColumnState } from './storedColumnState';

export const ACTIONS_COLUMN = '__actions';

const theme = themeQuartz.withParams({ fontFamily: 'inherit', fontSize: 14, headerFontWeight: 600 });

/** Rows arrive sorted by the server: a comparator that keeps them as they are. */
const keepServerOrder = () => 0;

/** Tab moves between the action buttons of a cell instead of to the next cell. */
function tabThroughButtons({ event }: SuppressKeyboardEventParams): boolean {
  return event.key === 'Tab' && event.target instanceof HTMLButtonElement;
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
 * the layout (order, widths, hidden columns, sort) is kept per user.
 */
export function EntityGrid(props: EntityGridProps) {
  const { descriptor, rows, columns, sort, onSortChange, selectable, onSelectionChange, actions, stateKey } = props;
  const { apiRef, onColumnStateChange } = props;
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = localeTag(language);

  const columnDefs = useMemo<ColDef<EntityRow>[]>(() => {
    const defs: ColDef<EntityRow>[] = columns.map((name) => {
      const field = fieldOf(descriptor, name);
      const numeric = field && ['integer', 'number', 'decimal'].includes(field.type);
      return {
        colId: name,
        field: name,
        headerName: fieldTitle(t, descriptor, name),
        sortable: field?.type !== 'json',
        comparator: keepServerOrder,
        valueFormatter: ({ data }) => (data ? formatFieldValue(descriptor, name, data, t, locale) : ''),
        cellRenderer: field?.format === 'color' ? ColourCell : undefined,
        type: numeric ? 'rightAligned' : undefined,
      };
    });
    if (actions) {
      defs.push({
        colId: ACTIONS_COLUMN,
        headerName: t('entity:list.actions'),
        sortable: false,
        lockVisible: true,
        cellRenderer: RowActionsCell,
        suppressKeyboardEvent: tabThroughButtons,
        minWidth: 180,
      });
    }
    return defs;
  }, [columns, descriptor, t, locale, actions]);

  const save = useCallback(
    (api: GridApi<EntityRow>) => {
      const state = api.getColumnState();
      writeColumnState(stateKey, state);
      onColumnStateChange?.(state);
    },
    [stateKey, onColumnStateChange],
  );

  const onGridReady = useCallback(
    ({ api }: GridReadyEvent<EntityRow>) => {
      if (apiRef) apiRef.current = api;
      const stored = readColumnState(stateKey);
      if (stored) api.applyColumnState({ state: stored, applyOrder: true });
      api.applyColumnState({ state: columnStateFromSort(sort), defaultState: { sort: null } });
    },
    [apiRef, stateKey, sort],
  );

  const onCellKeyDown = useCallback((event: CellKeyDownEvent<EntityRow>) => {
    // Enter on the actions cell takes the keyboard to its first button.
    const key = event.event instanceof KeyboardEvent ? event.event.key : '';
    if (event.column.getColId() !== ACTIONS_COLUMN || key !== 'Enter') return;
    const target = event.event?.target;
    if (target instanceof HTMLElement) target.querySelector('button')?.focus();
  }, []);

  return (
    <div className="entity-grid">
      <AgGridReact<EntityRow>
        modules={GRID_MODULES}
        theme={theme}
        rowData={rows}
        columnDefs={columnDefs}
        defaultColDef={{ resizable: true, minWidth: 90, flex: 1 }}
        getRowId={({ data }) => String(data.id)}
        domLayout="autoHeight"
        ensureDomOrder
        rowSelection={
          selectable ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } : undefined
        }
        context={actions}
        localeText={gridLocaleText(t)}
        suppressNoRowsOverlay
        onGridReady={onGridReady}
        onSortChanged={({ api, source }) => {
          save(api);
          // Only a user's header click asks the server; applying state ourselves must not loop.
          if (source !== 'api' && source !== 'gridInitializing') onSortChange(sortFromColumnState(api.getColumnState()));
        }}
        onColumnMoved={({ api, finished }) => finished && save(api)}
        onColumnResized={({ api, finished, source }) => finished && source !== 'flex' && save(api)}
        onColumnVisible={({ api }) => save(api)}
        onSelectionChanged={({ api }) => onSelectionChange(api.getSelectedRows().map((row) => row.id))}
        onCellKeyDown={onCellKeyDown}
      />
    </div>
  );
}
