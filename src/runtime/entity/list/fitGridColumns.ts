import type { GridApi } from 'ag-grid-community';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { ACTIONS_COLUMN_ID } from '../../../../schemas/core/listLayoutColumns';
import type { EntityRow } from '../data/EntityRow';
import { fieldOf } from '../format/fieldLabels';
import { widthLimitsOf } from './columnWidthLimits';

/** The pinned label column never takes more than this share of a narrow grid. */
const LABEL_SHARE = 0.45;

/**
 * Sizes the columns the user has not sized themselves to their content, within the limits of
 * their field type (columnWidthLimits); room left over on a wide screen goes to the label column,
 * so subjects and names are cut last. A user's own widths are left alone.
 * @example grid.addEventListener('firstDataRendered', () => fitGridColumns(grid, lead, userSized, host.clientWidth))
 */
export function fitGridColumns(
  grid: GridApi<EntityRow>,
  descriptor: EntityDescriptor,
  userSized: ReadonlySet<string>,
  available: number,
): void {
  const fitted = (grid.getColumns() ?? [])
    .map((column) => column.getColId())
    .filter((id) => id !== ACTIONS_COLUMN_ID && !id.startsWith('ag-Grid-') && !userSized.has(id));
  if (fitted.length === 0) return;
  grid.autoSizeColumns(fitted, false);
  const label = descriptor.labelField;
  const widths = fitted.map((id) => {
    const limits = widthLimitsOf(
      fieldOf(descriptor, id) ?? (id.endsWith('_at') ? { type: 'datetime' } : undefined),
      id === label,
    );
    const max = id === label && available > 0 ? Math.min(limits.max, available * LABEL_SHARE) : limits.max;
    const actual = grid.getColumn(id)?.getActualWidth() ?? limits.min;
    return { key: id, newWidth: Math.round(Math.max(limits.min, Math.min(max, actual))) };
  });
  grid.setColumnWidths(widths, true, 'autosizeColumns');
  if (!fitted.includes(label) || available <= 0) return;
  const used = grid.getAllDisplayedColumns().reduce((sum, column) => sum + column.getActualWidth(), 0);
  // Two pixels for the grid's borders, so the fit never calls for a horizontal scrollbar.
  const spare = Math.floor(available - used - 2);
  const labelWidth = grid.getColumn(label)?.getActualWidth();
  if (spare > 0 && labelWidth !== undefined)
    grid.setColumnWidths([{ key: label, newWidth: labelWidth + spare }], true, 'autosizeColumns');
}
