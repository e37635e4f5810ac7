import { describe, expect, it } from 'vitest';
import { listQueryString } from './ListQuery';

describe('listQueryString', () => {
  it('writes the API list parameters: paging, sort, search, exact and range filters, deleted rows', () => {
    const query = listQueryString({
      page: 2,
      perPage: 50,
      sort: '-updated_at,subject',
      search: '  acme ',
      filters: { status: 'open,won', quote_date: { gte: '2026-01-01', lte: '2026-03-31' }, empty: '' },
      trashedOnly: true,
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      page: '2',
      per_page: '50',
      sort: '-updated_at,subject',
      search: 'acme',
      'filter[status]': 'open,won',
      'filter[quote_date][gte]': '2026-01-01',
      'filter[quote_date][lte]': '2026-03-31',
      trashed: 'only',
    });
  });

  it('leaves out what is not asked', () => {
    expect(listQueryString({ search: ' ', filters: {}, trashedOnly: false })).toBe('');
  });
});
