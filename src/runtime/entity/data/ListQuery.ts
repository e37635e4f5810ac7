/** A filter value: exact (`a` or `a,b` for any of), a range, or a tree node and the nodes below it (`under`). */
export type FilterValue = string | { gte?: string; lte?: string; under?: string };

/** What a list asks the API for (docs/resource-api.md, list parameters). */
export interface ListQuery {
  page: number;
  perPage: number;
  /** `field` or `-field`, comma-separated, at most 3. */
  sort: string;
  search: string;
  filters: Readonly<Record<string, FilterValue>>;
  /** Show only soft-deleted rows. */
  trashedOnly: boolean;
}

/**
 * The list parameters as a query string (no leading `?`); export reuses it
 * without paging.
 * @example listQueryString({ page: 2, perPage: 20, sort: '-updated_at', search: '', filters: { status: 'open' }, trashedOnly: false })
 *   // 'page=2&per_page=20&sort=-updated_at&filter%5Bstatus%5D=open'
 */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.perPage !== undefined) params.set('per_page', String(query.perPage));
  if (query.sort) params.set('sort', query.sort);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    if (typeof value === 'string') {
      if (value !== '') params.set(`filter[${field}]`, value);
    } else {
      if (value.gte) params.set(`filter[${field}][gte]`, value.gte);
      if (value.lte) params.set(`filter[${field}][lte]`, value.lte);
      if (value.under) params.set(`filter[${field}][under]`, value.under);
    }
  }
  if (query.trashedOnly) params.set('trashed', 'only');
  return params.toString();
}
