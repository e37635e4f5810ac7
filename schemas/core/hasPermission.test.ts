import { describe, expect, it } from 'vitest';
import { hasPermission } from './hasPermission';

const tree = {
  sc: {
    admin: [
      { name: 'user', actions: ['view', 'edit'] },
      { name: 'department', actions: [] },
    ],
    use: [],
  },
  as: { admin: [{ name: 'shiftManagement', actions: ['view'] }] },
};

describe('hasPermission', () => {
  it('level 1 is a key of the root', () => {
    expect(hasPermission(tree, 'sc')).toBe(true);
    expect(hasPermission(tree, 'fa')).toBe(false);
  });

  it('level 2 is a key of level 1', () => {
    expect(hasPermission(tree, 'sc.admin')).toBe(true);
    expect(hasPermission(tree, 'sc.use')).toBe(true);
    expect(hasPermission(tree, 'sc.report')).toBe(false);
  });

  it('level 3 matches an item by name', () => {
    expect(hasPermission(tree, 'sc.admin.user')).toBe(true);
    expect(hasPermission(tree, 'as.admin.shiftManagement')).toBe(true);
    expect(hasPermission(tree, 'sc.admin.group')).toBe(false);
    expect(hasPermission(tree, 'sc.use.user')).toBe(false);
  });

  it('level 4 is a key of the item', () => {
    expect(hasPermission(tree, 'sc.admin.user.actions')).toBe(true);
    expect(hasPermission(tree, 'sc.admin.user.fields')).toBe(false);
    // `name` is a key of every item, but it is data, not a right holder with values.
    expect(hasPermission(tree, 'sc.admin.user.name.user')).toBe(false);
  });

  it('level 5 is a value in the list at level 4', () => {
    expect(hasPermission(tree, 'sc.admin.user.actions.edit')).toBe(true);
    expect(hasPermission(tree, 'sc.admin.user.actions.delete')).toBe(false);
    expect(hasPermission(tree, 'sc.admin.department.actions.view')).toBe(false);
  });

  it('a missing step anywhere means no permission', () => {
    expect(hasPermission(tree, 'fa.admin.user.actions.edit')).toBe(false);
    expect(hasPermission(tree, 'sc.nope.user.actions.edit')).toBe(false);
    expect(hasPermission(tree, 'sc.admin.nope.actions.edit')).toBe(false);
  });

  it('refuses an empty path, empty segments and extra levels', () => {
    expect(hasPermission(tree, '')).toBe(false);
    expect(hasPermission(tree, '.')).toBe(false);
    expect(hasPermission(tree, 'sc..user')).toBe(false);
    expect(hasPermission(tree, 'sc.admin.')).toBe(false);
    expect(hasPermission(tree, 'sc.admin.user.actions.edit.more')).toBe(false);
  });

  it('refuses trees of the wrong shape without throwing', () => {
    expect(hasPermission(null, 'sc')).toBe(false);
    expect(hasPermission(undefined, 'sc')).toBe(false);
    expect(hasPermission('sc', 'sc')).toBe(false);
    expect(hasPermission([], 'sc')).toBe(false);
    expect(hasPermission({ sc: 'yes' }, 'sc')).toBe(false);
    expect(hasPermission({ sc: { admin: { name: 'user' } } }, 'sc.admin.user')).toBe(false);
    expect(hasPermission({ sc: { admin: [null, 3, 'user'] } }, 'sc.admin.user')).toBe(false);
    expect(
      hasPermission({ sc: { admin: [{ name: 'user', actions: 'edit' }] } }, 'sc.admin.user.actions.edit'),
    ).toBe(false);
    expect(hasPermission({ sc: { admin: null } }, 'sc.admin')).toBe(false);
  });

  it('never grants through inherited object keys', () => {
    expect(hasPermission({}, 'constructor')).toBe(false);
    expect(hasPermission({ sc: {} }, 'sc.__proto__')).toBe(false);
    expect(hasPermission({ sc: {} }, 'sc.toString')).toBe(false);
  });

  it('refuses a path that is not a string', () => {
    expect(hasPermission(tree, undefined as unknown as string)).toBe(false);
    expect(hasPermission(tree, 5 as unknown as string)).toBe(false);
  });
});
