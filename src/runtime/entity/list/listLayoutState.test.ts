import { describe, expect, it } from 'vitest';
import { columnStateFromLayout, layoutFromColumnState, sortOfLayout } from './listLayoutState';

describe('list layout state', () => {
  it('keeps order, hidden columns, the sort, and widths only of the columns the user sized', () => {
    const layout = layoutFromColumnState(
      [
        { colId: 'status', width: 132.6, hide: false, sort: null },
        { colId: 'subject', width: 5000, hide: false, sort: 'desc', sortIndex: 1 },
        { colId: 'amount', width: 90, hide: true, sort: 'asc', sortIndex: 0 },
      ],
      new Set(['status', 'subject']),
    );
    expect(layout).toEqual({
      columns: [
        { colId: 'status', width: 133 },
        { colId: 'subject', width: 1200 },
        { colId: 'amount', hide: true },
      ],
      sort: [
        { colId: 'amount', sort: 'asc' },
        { colId: 'subject', sort: 'desc' },
      ],
    });
    expect(sortOfLayout(layout)).toBe('amount,-subject');
    expect(sortOfLayout(null)).toBe('');
    // A saved sort on a column the descriptor no longer declares sortable is left out.
    expect(sortOfLayout(layout, new Set(['subject']))).toBe('-subject');
  });

  it('applies a kept layout only to the columns the list still shows', () => {
    const state = columnStateFromLayout(
      {
        columns: [
          { colId: 'gone', width: 100 },
          { colId: 'subject', width: 300 },
          { colId: 'status', hide: true },
        ],
        sort: [],
      },
      ['subject', 'status', '__actions'],
    );
    expect(state).toEqual([
      { colId: 'subject', hide: false, width: 300 },
      { colId: 'status', hide: true },
    ]);
  });
});
