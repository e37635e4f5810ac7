import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from './validateEntityDescriptors';

/** A descriptor with one row action of each kind, a person reference and a moved list. */
function task(): Record<string, unknown> & {
  list: Record<string, unknown> & { rowActions: Array<Record<string, unknown>> };
} {
  return {
    id: 'cm.task',
    module: 'cm',
    title: 'cm:entities.task.title',
    api: '/api/cm/task',
    listApi: '/api/cm/task/list',
    table: 'cm_tasks',
    permission: 'cm.admin.task',
    actions: ['view', 'create', 'edit'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'cm:fields.name', required: true },
      owner_id: { type: 'reference', title: 'cm:fields.owner', reference: 'sc.user' },
      is_active: { type: 'boolean', title: 'cm:fields.isActive' },
      stage: { type: 'enum', title: 'cm:fields.stage', options: ['new', 'done'] },
      code: { type: 'string', title: 'cm:fields.code', readOnly: true },
    },
    list: {
      columns: ['name'],
      defaultSort: 'name',
      rowActions: [
        {
          key: 'close',
          title: 'cm:a.close',
          when: { field: 'is_active', equals: true },
          set: { is_active: false },
          bulk: true,
        },
        {
          key: 'finish',
          title: 'cm:a.finish',
          set: { stage: 'done' },
          confirm: 'cm:a.sure',
          reason: 'optional',
        },
        {
          key: 'open',
          title: 'cm:a.open',
          link: '/cm/task/view?id={id}',
          bulkLink: '/cm/task/compare?ids={ids}',
        },
        { key: 'copy', title: 'cm:a.copy', right: 'create', route: 'copy' },
        { key: 'escalate', title: 'cm:a.escalate', reason: 'required' },
      ],
    },
  };
}

const check = (d: unknown) =>
  validateEntityDescriptors([{ file: 'task.entity.json', data: JSON.parse(JSON.stringify(d)) }]).problems.map(
    (p) => [p.pointer, p.message],
  );

describe('row actions, person references and listApi in descriptors', () => {
  it('accepts each kind of row action, a reference to sc.user and a list moved below the api', () => {
    expect(check(task())).toEqual([]);
  });

  it.each([
    [
      'a built-in key',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[0]!, { key: 'edit' }),
      '/list/rowActions/0/key',
      '"edit" is a built-in row action; choose another key',
    ],
    [
      'a key twice',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[1]!, { key: 'close' }),
      '/list/rowActions/1/key',
      '"close" is used by another row action',
    ],
    [
      'two kinds at once',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[2]!, { route: 'x' }),
      '/list/rowActions/2',
      'a row action does one thing: link and route cannot be combined',
    ],
    [
      'a right the entity lacks',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[3]!, { right: 'delete' }),
      '/list/rowActions/3/right',
      'the entity does not offer "delete", so nobody could use this action',
    ],
    [
      'a bulk action that asks a required reason',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[4]!, { bulk: true }),
      '/list/rowActions/4/bulk',
      'a bulk action runs through the generic route and asks no required reason',
    ],
    [
      'a bulk link',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[2]!, { bulk: true }),
      '/list/rowActions/2/bulk',
      'a bulk action runs through the generic route and asks no required reason',
    ],
    [
      'a bulk link on an action that is not a link',
      (d: ReturnType<typeof task>) =>
        Object.assign(d.list.rowActions[3]!, { bulkLink: '/cm/task/copies?ids={ids}' }),
      '/list/rowActions/3/bulkLink',
      'a bulk link opens the page of a link action: give the action its `link`',
    ],
    [
      'when on a missing field',
      (d: ReturnType<typeof task>) =>
        Object.assign(d.list.rowActions[0]!, { when: { field: 'gone', equals: 1 } }),
      '/list/rowActions/0/when/field',
      'names the field "gone", which does not exist',
    ],
    [
      'a link naming a field the entity lacks',
      (d: ReturnType<typeof task>) =>
        Object.assign(d.list.rowActions[2]!, { link: '/cm/task?owner={owner}' }),
      '/list/rowActions/2/link',
      '"{owner}" names no field of the entity',
    ],
    [
      'a question before a link',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[2]!, { confirm: 'cm:a.sure' }),
      '/list/rowActions/2',
      'a link only opens a page: it asks no confirmation and no reason',
    ],
    [
      'set on a read-only field',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[0]!, { set: { code: 'x' } }),
      '/list/rowActions/0/set/code',
      '"code" is read-only; the client cannot write it',
    ],
    [
      'set to a value outside an enum',
      (d: ReturnType<typeof task>) => Object.assign(d.list.rowActions[1]!, { set: { stage: 'lost' } }),
      '/list/rowActions/1/set/stage',
      'is not a value of the enum field "stage"',
    ],
    [
      'a listApi outside the api',
      (d: ReturnType<typeof task>) => Object.assign(d, { listApi: '/api/cm/other/list' }),
      '/listApi',
      'must be "/api/cm/task/" followed by one path segment',
    ],
    [
      'a listApi on a call of the api',
      (d: ReturnType<typeof task>) => Object.assign(d, { listApi: '/api/cm/task/all' }),
      '/listApi',
      '"all" is a call of the entity\'s own API; choose another segment, e.g. "list"',
    ],
    [
      'a reference to an unknown system entity',
      (d: ReturnType<typeof task>) =>
        Object.assign(d.fields as object, {
          boss_id: { type: 'reference', title: 'cm:f.boss', reference: 'sc.boss' },
        }),
      '/fields/boss_id/reference',
      'points at "sc.boss", which is not a known entity',
    ],
  ])('refuses %s', (_name, change, pointer, message) => {
    const d = task();
    change(d);
    expect(check(d)).toEqual([[pointer, message]]);
  });
});
