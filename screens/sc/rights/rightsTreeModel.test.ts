import { describe, expect, it } from 'vitest';
import {
  grantsFromTicked,
  leavesOf,
  type RightsNode,
  scopableItems,
  scopedGrantsFromTicked,
  scopesFromGrants,
  tickedLeaves,
  tickState,
  toggleNode,
} from './rightsTreeModel';

const action = (item: string, name: string): RightsNode => ({
  path: `${item}.actions.${name}`,
  label: `sc:rights.actions.${name}`,
});
const TREE: RightsNode[] = [
  {
    path: 'sc',
    label: 'common:modules.sc',
    children: [
      {
        path: 'sc.admin',
        label: 'sc:rights.areas.admin',
        children: [
          {
            path: 'sc.admin.user',
            label: 'u',
            children: [action('sc.admin.user', 'view'), action('sc.admin.user', 'edit')],
          },
          { path: 'sc.admin.group', label: 'g', children: [action('sc.admin.group', 'view')] },
        ],
      },
    ],
  },
  {
    path: 'bb',
    label: 'common:modules.bb',
    children: [
      {
        path: 'bb.use',
        label: 'a',
        children: [{ path: 'bb.use.bulletin', label: 'b', children: [action('bb.use.bulletin', 'view')] }],
      },
    ],
  },
];

describe('rights tree model', () => {
  it('ticks every leaf below a granted path', () => {
    expect([...tickedLeaves(TREE, ['sc.admin', 'bb.use.bulletin.actions.view'])].sort()).toEqual([
      'bb.use.bulletin.actions.view',
      'sc.admin.group.actions.view',
      'sc.admin.user.actions.edit',
      'sc.admin.user.actions.view',
    ]);
    expect([...tickedLeaves(TREE, ['sc.admin.us'])]).toEqual([]);
  });

  it('shows a partly ticked node as mixed, and ticking a parent ticks everything below it', () => {
    const ticked = tickedLeaves(TREE, ['sc.admin.user.actions.view']);
    const sc = TREE[0] as RightsNode;
    expect(tickState(sc, ticked)).toBe('mixed');
    const all = toggleNode(sc, ticked);
    expect(tickState(sc, all)).toBe('checked');
    expect(grantsFromTicked(TREE, all)).toEqual(['sc']);
    expect(tickState(sc, toggleNode(sc, all))).toBe('unchecked');
  });

  it('saves the smallest set of grants', () => {
    const ticked = new Set([
      'sc.admin.user.actions.view',
      'sc.admin.user.actions.edit',
      'bb.use.bulletin.actions.view',
    ]);
    expect(grantsFromTicked(TREE, ticked)).toEqual(['sc.admin.user', 'bb']);
    expect(grantsFromTicked(TREE, new Set())).toEqual([]);
  });
});

describe('row scopes in the rights tree', () => {
  const item = (name: string, scopable: boolean): RightsNode => ({
    path: `cm.use.${name}`,
    label: name,
    ...(scopable ? { scopable: true as const } : {}),
    children: [action(`cm.use.${name}`, 'view'), action(`cm.use.${name}`, 'edit')],
  });
  const CM: RightsNode[] = [
    {
      path: 'cm',
      label: 'common:modules.cm',
      scopable: true,
      children: [
        {
          path: 'cm.use',
          label: 'sc:rights.areas.use',
          scopable: true,
          children: [item('lead', true), item('organization', false)],
        },
      ],
    },
  ];
  const all = new Set(CM.flatMap(leavesOf));

  it('offers the scope on the items whose rows have owners', () => {
    expect(scopableItems(CM).map((n) => n.path)).toEqual(['cm.use.lead']);
  });

  it('grants a whole module while no item below is narrowed, and the narrowed item on its own', () => {
    expect(scopedGrantsFromTicked(CM, all, new Map())).toEqual({ paths: ['cm'], scopes: {} });
    expect(scopedGrantsFromTicked(CM, all, new Map([['cm.use.lead', 'own']]))).toEqual({
      paths: ['cm.use.lead', 'cm.use.organization'],
      scopes: { 'cm.use.lead': 'own' },
    });
    const someActions = new Set(['cm.use.lead.actions.view']);
    expect(scopedGrantsFromTicked(CM, someActions, new Map([['cm.use.lead', 'subtree']]))).toEqual({
      paths: ['cm.use.lead.actions.view'],
      scopes: { 'cm.use.lead.actions.view': 'subtree' },
    });
  });

  it('reads the saved scopes back per item, the widest of the grants reaching it', () => {
    expect(
      scopesFromGrants(CM, [
        { path: 'cm', scope: 'own' },
        { path: 'cm.use.lead.actions.view', scope: 'department' },
      ]),
    ).toEqual(new Map([['cm.use.lead', 'department']]));
    expect(scopesFromGrants(CM, [{ path: 'cm', scope: 'all' }])).toEqual(new Map());
  });
});
