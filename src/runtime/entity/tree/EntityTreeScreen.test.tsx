import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../testing/renderApp';
import { resetBetweenTests } from '../../../testing/resetBetweenTests';
import { signInAs } from '../../../testing/sessionFixtures';
import { entityPermissionTree } from '../testing/entityPermissions';
import { fakeEntityServer } from '../testing/fakeEntityServer';
import { localeHandlers } from '../testing/localeHandlers';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

const slow = { timeout: 10_000 };
const node = (id: number, name: string, parent: number | null, childCount: number, sort = 0) => ({
  id,
  name,
  parent_id: parent,
  sort,
  child_count: childCount,
  version: 1,
  deleted_at: null,
  allowedActions: ['view', 'edit', 'delete'],
});
const LEVELS: Record<string, ReturnType<typeof node>[]> = {
  null: [node(1, 'Company', null, 1, 0), node(2, 'Events', null, 0, 1)],
  '1': [node(3, 'People', 1, 0, 0)],
};

/** The bulletin category tree's calls, answered from LEVELS; a move is refused as the server would. */
function server() {
  return fakeEntityServer([], {
    ...localeHandlers(['bb']),
    'GET /api/bb/category/children': (request) => ({
      body: { data: LEVELS[new URL(request.path, 'http://x').searchParams.get('parent') ?? 'null'] ?? [] },
    }),
    'GET /api/bb/category/tree-search': {
      body: { data: [{ ...node(3, 'People', 1, 0, 0), path: [{ id: 1, label: 'Company' }] }] },
    },
    'POST /api/bb/category/2/move': {
      status: 422,
      body: {
        message: 'A node cannot be moved under itself or under one of its own sub-items.',
        errors: { parent_id: ['A node cannot be moved under itself or under one of its own sub-items.'] },
      },
    },
  });
}

describe('entity tree', { timeout: 40_000 }, () => {
  it('shows the roots, loads a level when it is opened, and offers no changes to a reader', async () => {
    const fake = server();
    signInAs(['bb.admin.category.actions.view'], {
      userPermission: entityPermissionTree(['bb.admin.category.actions.view']),
    });
    renderApp('/bb/admin/category');
    const tree = await screen.findByRole('tree', {}, slow);
    expect(within(tree).getByText('Company')).not.toBeNull();
    expect(within(tree).getByText('Events')).not.toBeNull();
    expect(within(tree).queryByText('People')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New top-level item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull();

    const company = within(tree).getByText('Company').closest('.ant-tree-treenode') as HTMLElement;
    await userEvent.click(company.querySelector('.ant-tree-switcher') as HTMLElement);
    expect(await within(tree).findByText('People', {}, slow)).not.toBeNull();
    expect(fake.requests.map((r) => r.path).filter((p) => p.includes('/children'))).toEqual([
      '/api/bb/category/children?parent=null',
      '/api/bb/category/children?parent=1',
    ]);
  });

  it("acts on the selected node from the toolbar and shows the server's refusal in words", async () => {
    const fake = server();
    signInAs(['bb.admin'], { userPermission: entityPermissionTree(['bb.admin']) });
    renderApp('/bb/admin/category');
    const tree = await screen.findByRole('tree', {}, slow);
    const moveUp = screen.getByRole('button', { name: 'Move up' });
    expect(moveUp.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(tree).getByText('Events'));
    await waitFor(() => expect(moveUp.hasAttribute('disabled')).toBe(false));
    // The first sibling cannot go further up; the second can.
    expect(screen.getByRole('button', { name: 'Move down' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(moveUp);
    const notice = await screen.findByText(
      'A node cannot be moved under itself or under one of its own sub-items.',
      {},
      slow,
    );
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(fake.callsTo('POST', '/api/bb/category/2/move')[0]?.body).toEqual({
      parent: null,
      position: 0,
      version: 1,
    });
  });

  it('opens the way to a search match and highlights it', async () => {
    const fake = server();
    signInAs(['bb.admin'], { userPermission: entityPermissionTree(['bb.admin']) });
    renderApp('/bb/admin/category');
    const tree = await screen.findByRole('tree', {}, slow);
    expect(within(tree).queryByText('People')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the tree' }), 'peo{Enter}');
    expect(await screen.findByText('1 match, opened in the tree.', {}, slow)).not.toBeNull();
    const people = await within(tree).findByText('People', {}, slow);
    expect(people.className).toBe('entity-tree__match');
    expect(fake.requests.map((r) => r.path)).toContain('/api/bb/category/tree-search?search=peo');
    expect(fake.requests.map((r) => r.path)).toContain('/api/bb/category/children?parent=1');
  });
});
