/** What every row may offer, by the caller's rights. */
export type BuiltInRowAction = 'view' | 'edit' | 'delete' | 'restore';
/**
 * What a user may do with one row, as the API says per row (`allowedActions`): a built-in action,
 * or the key of one of the descriptor's `list.rowActions` (`deactivate`).
 */
export type RowAction = BuiltInRowAction | (string & {});

/** A row as the resource API answers it (docs/resource-api.md): fields, system columns, labels, rights. */
export interface EntityRow {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  allowedActions?: RowAction[];
  /** Descriptor fields and `{field}_label` of references. */
  [field: string]: unknown;
}

export interface ListMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** The total stopped counting at the server's cap (10,000): there are more. */
  total_capped?: boolean;
  /** Where the next page starts (keyset paging, docs/resource-api.md); null after the last page. */
  next_cursor?: string | null;
}

export interface ListAnswer {
  data: EntityRow[];
  meta: ListMeta;
}

export interface AuditEntry {
  id: number;
  action: 'create' | 'update' | 'delete' | 'restore' | 'import' | string;
  user_id: number | null;
  user_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** The system columns a list may show and sort by besides descriptor fields. */
export const SYSTEM_LIST_COLUMNS = ['id', 'created_at', 'updated_at'] as const;
