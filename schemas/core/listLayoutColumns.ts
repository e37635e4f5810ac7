/**
 * The grid's column ids besides an entity's list columns, shared by the web grid and the
 * layout API's checks. A file of its own, without TypeBox, so the list screen does not carry
 * the schema library.
 */
export const ACTIONS_COLUMN_ID = '__actions';
export const SELECTION_COLUMN_ID = 'ag-Grid-SelectionColumn';
