import {
  CellStyleModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  LocaleModule,
  type Module,
  RowSelectionModule,
  ValidationModule,
} from 'ag-grid-community';

/**
 * The ag-grid modules the entity list uses, given to each grid (not registered
 * globally), so only what is listed is bundled: the core (client-side row model,
 * sorting, column moving and resizing, keyboard navigation, ARIA) comes with any
 * grid; selection checkboxes, the column state API, right-aligned number columns,
 * translated grid texts and sizing columns to their content are added (pinning is
 * core; cut text shows through showCutText).
 * Development builds and tests also get the validation module, which names any module
 * a grid option would need.
 */
export const GRID_MODULES: Module[] = [
  RowSelectionModule,
  ColumnApiModule,
  CellStyleModule,
  LocaleModule,
  ColumnAutoSizeModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];
