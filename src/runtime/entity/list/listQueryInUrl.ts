import type { FilterValue, ListQuery } from '../data/ListQuery';

/** What a list shows without any query in its address. */
export type ListDefaults = Pick<ListQuery, 'perPage' | 'sort'>;

const FILTER_KEY = /^filter\[([^\]]+)\](?:\[(gte|lte|under)\])?$/;
/** The address parameters a list keeps its state in; a screen around the list may keep others beside them. */
const LIST_PARAM = /^(page|per_page|sort|search|trashed|filter\[.*)$/;

/**
 * Whether an address parameter is the list's own (page, sort, filters...), so the list
 * rewrites it; the others belong to the screen around the list (a master list's `id`).
 */
export function isListParam(key: string): boolean {
  return LIST_PARAM.test(key);
}

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * A list's page, sort, quick search, filters and deleted-only switch from its address
 * (the API's own parameter names: `page`, `per_page`, `sort`, `search`, `filter[f]`,
 * `filter[f][gte|lte]`, `trashed=only`), so a reload or Back shows the same rows.
 * Anything missing or malformed falls back to the defaults.
 * @example readListQuery(new URLSearchParams('page=2&filter[status]=open'), { perPage: 20, sort: '-updated_at' })
 */
export function readListQuery(params: URLSearchParams, defaults: ListDefaults): ListQuery {
  const filters: Record<string, FilterValue> = {};
  for (const [key, value] of params) {
    const match = FILTER_KEY.exec(key);
    if (!match?.[1] || value === '') continue;
    const [, field, bound] = match;
    if (!bound) filters[field] = value;
    else {
      const range = filters[field];
      filters[field] = { ...(typeof range === 'object' ? range : {}), [bound]: value };
    }
  }
  return {
    page: positiveInt(params.get('page'), 1),
    perPage: positiveInt(params.get('per_page'), defaults.perPage),
    sort: params.get('sort') || defaults.sort,
    search: params.get('search') ?? '',
    filters,
    trashedOnly: params.get('trashed') === 'only',
  };
}

/**
 * The address query of a list's state: only what differs from the defaults, so an
 * untouched list keeps its bare address.
 * @example listUrlParams({ ...query, page: 2 }, defaults).toString() // 'page=2'
 */
export function listUrlParams(query: ListQuery, defaults: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.perPage !== defaults.perPage) params.set('per_page', String(query.perPage));
  if (query.sort && query.sort !== defaults.sort) params.set('sort', query.sort);
  const search = query.search.trim();
  if (search) params.set('search', search);
  for (const [field, value] of Object.entries(query.filters)) {
    if (typeof value === 'string') {
      if (value !== '') params.set(`filter[${field}]`, value);
    } else {
      if (value.gte) params.set(`filter[${field}][gte]`, value.gte);
      if (value.lte) params.set(`filter[${field}][lte]`, value.lte);
      if (value.under) params.set(`filter[${field}][under]`, value.under);
    }
  }
  if (query.trashedOnly) params.set('trashed', 'only');
  return params;
}
