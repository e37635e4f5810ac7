import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from './validateEntityDescriptors';

/** A category tree as docs/guide-tree.md describes it. */
function folder() {
  return {
    id: 'dm.folder',
    module: 'dm',
    title: 'dm:entities.folder.title',
    api: '/api/dm/folder',
    table: 'dm_folders',
    permission: 'dm.admin.folder',
    actions: ['view', 'create', 'edit', 'delete'],
    labelField: 'name',
    tree: { parentField: 'parent_id', orderField: 'sort' } as { parentField: string; orderField: string },
    fields: {
      name: { type: 'string', title: 'dm:fields.name', required: true } as Record<string, unknown>,
      parent_id: { type: 'reference', title: 'dm:fields.parent', reference: 'dm.folder' } as Record<
        string,
        unknown
      >,
      sort: { type: 'integer', title: 'dm:fields.sort', readOnly: true } as Record<string, unknown>,
    },
    list: { columns: ['name'], defaultSort: 'sort' },
  };
}

function other() {
  return {
    ...folder(),
    id: 'dm.shelf',
    api: '/api/dm/shelf',
    table: 'dm_shelves',
    tree: undefined,
    fields: { name: { type: 'string', title: 'dm:fields.name' } },
    list: { columns: ['name'], defaultSort: 'name' },
  };
}

const check = (...data: unknown[]) =>
  validateEntityDescriptors(
    data.map((d, i) => ({ file: `file${i}.entity.json`, data: JSON.parse(JSON.stringify(d)) })),
  ).problems;

describe('tree descriptors', () => {
  it('accepts a parent referring to the entity itself and an integer order', () => {
    expect(check(folder())).toEqual([]);
  });

  it.each([
    [
      'a parent field that does not exist',
      (d: ReturnType<typeof folder>) => {
        d.tree.parentField = 'up_id';
      },
      '/tree/parentField',
      'names the field "up_id", which does not exist',
    ],
    [
      'a parent referring to another entity',
      (d: ReturnType<typeof folder>) => {
        d.fields.parent_id!.reference = 'dm.shelf';
      },
      '/tree/parentField',
      '"parent_id" must be a reference to "dm.folder" itself',
    ],
    [
      'a parent that is not a reference',
      (d: ReturnType<typeof folder>) => {
        d.fields.parent_id = { type: 'integer', title: 'dm:fields.parent' };
      },
      '/tree/parentField',
      '"parent_id" must be a reference to "dm.folder" itself',
    ],
    [
      'a required parent (a root has none)',
      (d: ReturnType<typeof folder>) => {
        d.fields.parent_id!.required = true;
      },
      '/tree/parentField',
      '"parent_id" cannot be required: a root node has no parent',
    ],
    [
      'an order field that is not an integer',
      (d: ReturnType<typeof folder>) => {
        d.fields.sort = { type: 'string', title: 'dm:fields.sort' };
      },
      '/tree/orderField',
      '"sort" must be an integer field, not string',
    ],
    [
      'an order field that does not exist',
      (d: ReturnType<typeof folder>) => {
        d.tree.orderField = 'position';
      },
      '/tree/orderField',
      'names the field "position", which does not exist',
    ],
    [
      'import on a tree entity',
      (d: ReturnType<typeof folder>) => {
        d.actions.push('import');
      },
      '/actions/4',
      'a tree entity cannot offer import yet',
    ],
  ])('rejects %s with its pointer', (_name, spoil, pointer, message) => {
    const d = folder();
    spoil(d);
    expect(check(d, other())).toEqual([{ file: 'file0.entity.json', pointer, message }]);
  });

  it('rejects an unknown property of the tree section by the meta-schema', () => {
    const d = { ...folder(), tree: { parentField: 'parent_id', orderField: 'sort', depth: 3 } };
    expect(check(d)).toEqual([
      { file: 'file0.entity.json', pointer: '/tree/depth', message: 'is not a known property' },
    ]);
  });
});
