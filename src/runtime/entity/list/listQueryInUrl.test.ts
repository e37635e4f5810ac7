import { describe, expect, it } from 'vitest';
import { listUrlParams, readListQuery } from './listQueryInUrl';

const defaults = { perPage: 20, sort: '-updated_at' };

describe('list state in the address', () => {
  it('leaves an untouched list with a bare address', () => {
    const query = readListQuery(new URLSearchParams(''), defaults);
    expect(query).toEqual({
      page: 1,
      perPage: 20,
      sort: '-updated_at',
      search: '',
      filters: {},
      trashedOnly: false,
    });
    expect(listUrlParams(query, defaults).toString()).toBe('');
  });

  it('reads back what it writes: page, sort, search, exact and range filters, deleted only', () => {
    const query = {
      page: 3,
      perPage: 50,
      sort: 'subject',
      search: 'acme',
      filters: { status: 'open,won', amount: { gte: '10', lte: '99' } },
      trashedOnly: true,
    };
    const params = listUrlParams(query, defaults);
    expect(params.get('filter[amount][gte]')).toBe('10');
    expect(readListQuery(new URLSearchParams(params.toString()), defaults)).toEqual(query);
  });

  it('falls back to the defaults on a malformed address', () => {
    const query = readListQuery(
      new URLSearchParams('page=-2&per_page=abc&filter[status]=&trashed=yes'),
      defaults,
    );
    expect(query.page).toBe(1);
    expect(query.perPage).toBe(20);
    expect(query.filters).toEqual({});
    expect(query.trashedOnly).toBe(false);
  });
});
