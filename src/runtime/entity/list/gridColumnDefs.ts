import type { ColDef } from 'ag-grid-community';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { ACTIONS_COLUMN_ID } from '../../../../schemas/core/listLayoutColumns';
import { sortableColumns } from '../../../../schemas/core/sortableColumns';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';
import type { EntityRow } from '../data/EntityRow';
import { fieldOf, fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import type { useOwnerLabels } from '../format/useOwnerLabels';
import { ACTIONS_MIN_WIDTH, actionsColumnWidth } from './actionsColumnWidth';
import { actionsCell, colourCell, type RowActionsContext } from './gridCells';
import { labelsCell } from './labelsCell';

/** Rows arrive sorted by the server: a comparator that keeps them as they are. */
const keepServerOrder = () => 0;

export interface GridColumnsInput {
  descriptor: EntityDescriptor;
  columns: readonly string[];
  t: Translate;
  locale: string;
  owners: ReturnType<typeof useOwnerLabels>;
  /** Null when the rows offer no actions (no actions column). */
  actions: (() => RowActionsContext | null) | null;
  suppressTab: ColDef<EntityRow>['suppressKeyboardEvent'];
  /** Pin the actions column to the right edge (at a desk; a phone has no room for two pinned columns). */
  pinActions: boolean;
}

/**
 * The list's columns as ag-grid column definitions: each shows the translated, locale-formatted
 * text of formatFieldValue, the label field is pinned left, numbers are right-aligned, and an actions column closes the row.
 * @example gridColumnDefs({ descriptor: lead, columns: lead.list.columns, t, locale, owners, actions: null, suppressTab, pinActions: true })
 */
export function gridColumnDefs(input: GridColumnsInput): ColDef<EntityRow>[] {
  const { descriptor, columns, t, locale, owners } = input;
  // Only the columns the descriptor declares (each backed by an index); the API refuses the others.
  const sortable = sortableColumns(descriptor);
  const text = (name: string, data: EntityRow | undefined) =>
    data ? formatFieldValue(descriptor, name, data, t, locale, { owners }) : '';
  const defs: ColDef<EntityRow>[] = columns.map((name) => {
    const field = fieldOf(descriptor, name);
    const numeric = field && ['integer', 'number', 'decimal'].includes(field.type);
    const label = name === descriptor.labelField;
    return {
      colId: name,
      field: name,
      headerName: fieldTitle(t, descriptor, name),
      sortable: sortable.has(name),
      comparator: keepServerOrder,
      valueFormatter: ({ data }) => text(name, data),
      cellRenderer:
        field?.format === 'color' ? colourCell : field?.type === 'references' ? labelsCell(name) : undefined,
      type: numeric ? 'rightAligned' : undefined,
      // The row's name stays in view while the other columns scroll (a phone's narrow grid).
      ...(label ? { pinned: 'left' as const, lockPinned: true, cellClass: 'entity-grid__label' } : {}),
    };
  });
  if (input.actions) {
    defs.push({
      colId: ACTIONS_COLUMN_ID,
      headerName: t('entity:list.actions'),
      sortable: false,
      lockVisible: true,
      // The cell redraws when what the row allows changes.
      valueGetter: ({ data }) => (data?.allowedActions ?? []).join(','),
      cellRenderer: actionsCell(input.actions),
      suppressKeyboardEvent: input.suppressTab,
      minWidth: ACTIONS_MIN_WIDTH,
      // Wide enough for the descriptor's own row actions beside Edit and Delete.
      width: actionsColumnWidth(descriptor, input.t),
      // A row's actions stay in view however far the other columns scroll.
      ...(input.pinActions ? { pinned: 'right' as const, lockPinned: true } : {}),
    });
  }
  return defs;
}
