import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from './validateEntityDescriptors';

/** A folder tree with an access list and the files filed in it, inheriting from their folder. */
function descriptors() {
  const folder = {
    id: 'dm.testFolder',
    module: 'dm',
    title: 'dm:t.folder',
    api: '/api/dm/test-folder',
    table: 'dm_test_folders',
    permission: 'dm.use.testFolder',
    actions: ['view', 'create', 'edit', 'delete'],
    labelField: 'name',
    tree: { parentField: 'parent_id', orderField: 'sort' },
    access: { bypass: 'dm.admin' } as Record<string, unknown>,
    fields: {
      name: { type: 'string', title: 'dm:t.name', required: true },
      parent_id: { type: 'reference', title: 'dm:t.parent', reference: 'dm.testFolder' },
      sort: { type: 'integer', title: 'dm:t.sort', readOnly: true },
    },
    list: { columns: ['name'], defaultSort: 'sort' } as Record<string, unknown>,
  };
  const file = {
    id: 'dm.testFile',
    module: 'dm',
    title: 'dm:t.file',
    api: '/api/dm/test-file',
    table: 'dm_test_files',
    permission: 'dm.use.testFile',
    actions: ['view', 'create', 'edit'] as string[],
    labelField: 'name',
    access: { parent: 'folder_id', bypass: 'dm.admin' } as Record<string, unknown>,
    fields: {
      name: { type: 'string', title: 'dm:t.name', required: true },
      folder_id: { type: 'reference', title: 'dm:t.folder', reference: 'dm.testFolder' },
      other_id: { type: 'reference', title: 'dm:t.other', reference: 'sc.user' },
    },
    list: {
      columns: ['name'],
      defaultSort: 'name',
      master: { field: 'folder_id' },
      upload: { url: '/api/dm/test-file/upload', param: 'folder_id' },
    } as Record<string, unknown>,
  };
  return { folder, file };
}

const check = (list: unknown[]) =>
  validateEntityDescriptors(
    list.map((d, i) => ({ file: `d${i}.entity.json`, data: JSON.parse(JSON.stringify(d)) })),
  ).problems.map((p) => [p.pointer, p.message]);

describe('access lists in descriptors', () => {
  it('accepts a tree with an access list and an entity inheriting from it, uploaded into the chosen node', () => {
    const { folder, file } = descriptors();
    expect(check([folder, file])).toEqual([]);
  });

  it.each([
    [
      'beside row owners',
      (d: ReturnType<typeof descriptors>) => Object.assign(d.file, { ownership: { users: ['created_by'] } }),
      '/access',
      'an entity has either an access list (access) or row owners (ownership)',
    ],
    [
      'with an import',
      (d: ReturnType<typeof descriptors>) => d.file.actions.push('import'),
      '/actions',
      'an entity with an access list offers no import',
    ],
    [
      'a parent on a tree',
      (d: ReturnType<typeof descriptors>) => Object.assign(d.folder.access, { parent: 'parent_id' }),
      '/access/parent',
      'a tree inherits access from its tree parent; leave parent out',
    ],
    [
      'a parent without an access list',
      (d: ReturnType<typeof descriptors>) => Object.assign(d.file.access, { parent: 'other_id' }),
      '/access/parent',
      '"other_id" must be a reference to an entity with an access list',
    ],
    [
      'an upload parameter that is not the master field',
      (d: ReturnType<typeof descriptors>) =>
        Object.assign(d.file.list, { upload: { url: '/api/dm/test-file/upload', param: 'other_id' } }),
      '/list/upload/param',
      'names the field of list.master, whose chosen node goes with each upload',
    ],
  ])('refuses an access list %s', (_, change, pointer, message) => {
    const d = descriptors();
    change(d);
    expect(check([d.folder, d.file])).toContainEqual([pointer, message]);
  });
});
