import { describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { ACTIONS_MIN_WIDTH, actionsColumnWidth } from './actionsColumnWidth';

const t = (key: string) =>
  ({
    'entity:rowAction.view': 'View',
    'entity:rowAction.edit': 'Edit',
    'entity:rowAction.delete': 'Delete',
    'x:design': 'Design',
    'x:deactivate': 'Deactivate',
    'x:activate': 'Activate',
    'x:copy': '複製',
  })[key] ?? key;

const descriptor = (rowActions?: EntityDescriptor['list']['rowActions']) =>
  ({ list: { columns: ['name'], defaultSort: 'name', rowActions } }) as unknown as EntityDescriptor;

describe('the actions column width', () => {
  it('is the built-in minimum without row actions of the descriptor', () => {
    expect(actionsColumnWidth(descriptor(), t)).toBe(ACTIONS_MIN_WIDTH);
  });

  it('makes room for each row action, once for those a field’s value chooses between', () => {
    const width = actionsColumnWidth(
      descriptor([
        { key: 'design', title: 'x:design', link: '/d?id={id}' },
        {
          key: 'deactivate',
          title: 'x:deactivate',
          when: { field: 'is_active', equals: true },
          set: { is_active: false },
        },
        {
          key: 'activate',
          title: 'x:activate',
          when: { field: 'is_active', equals: false },
          set: { is_active: true },
        },
        { key: 'copy', title: 'x:copy', route: 'copy' },
      ]),
      t,
    );
    // View, Edit, Delete, Design, Deactivate (the wider of the pair) at 7.5 px a letter, 複製 at
    // 14 px a character, 16 px of padding a button and 32 for the cell.
    expect(width).toBe(Math.round(32 + (4 + 4 + 6 + 6 + 10) * 7.5 + 2 * 14 + 6 * 16));
  });

  it('makes room for every action shown on the same value together', () => {
    const width = actionsColumnWidth(
      descriptor([
        { key: 'confirm', title: 'x:confirm', when: { field: 'status', equals: 'draft' } },
        { key: 'unpost', title: 'x:unpost', when: { field: 'status', equals: 'posted' } },
        { key: 'reverse', title: 'x:reverse', when: { field: 'status', equals: 'posted' } },
      ]),
      (key) => ({ 'x:confirm': 'Confirm', 'x:unpost': 'Unpost', 'x:reverse': 'Reverse' })[key] ?? t(key),
    );
    // View, Edit, Delete, then Unpost and Reverse (the posted row's pair, wider than Confirm).
    expect(width).toBe(Math.round(32 + (4 + 4 + 6 + 6 + 7) * 7.5 + 5 * 16));
  });
});
