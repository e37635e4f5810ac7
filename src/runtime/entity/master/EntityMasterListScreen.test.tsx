import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../testing/renderApp';
import { resetBetweenTests } from '../../../testing/resetBetweenTests';
import { signInAs } from '../../../testing/sessionFixtures';
import { entityPermissionTree } from '../testing/entityPermissions';
import { FakeResource, fakeEntityServer } from '../testing/fakeEntityServer';
import { localeHandlers } from '../testing/localeHandlers';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

/** The machine running the tests may be busy: the grid's first drawing can take seconds. */
const slow = { timeout: 20_000 };
const CATEGORIES = { 1: 'HR', 2: 'Buying' };
const category = (id: 1 | 2) => ({
  id,
  name: CATEGORIES[id],
  parent_id: null,
  sort: id,
  child_count: 0,
  version: 1,
  deleted_at: null,
  allowedActions: ['view', 'edit', 'delete'],
});

/** Sign-off templates (the runtime's master list worked example): a tree of categories beside them. */
function server() {
  const templates = new FakeResource(
    '/api/wf/template',
    [
      {
        id: 1,
        name: { tw: '請假單', en: 'Leave request' },
        name_label: 'Leave request',
        category_id: 1,
        kind: 'general',
        is_active: true,
        sort: 0,
      },
      {
        id: 2,
        name: { tw: '請購單', en: 'Purchase request' },
        name_label: 'Purchase request',
        category_id: 2,
        kind: 'general',
        is_active: true,
        sort: 1,
      },
      {
        id: 3,
        name: { tw: '舊請購單', en: 'Old purchase' },
        name_label: 'Old purchase',
        category_id: 2,
        kind: 'general',
        is_active: false,
        sort: 2,
      },
    ],
    { listApi: '/api/wf/template/list', labels: { category_id: CATEGORIES } },
  );
  // What the server would offer each row by its state (the descriptor's row actions' `when`).
  for (const row of templates.rows.values())
    row.allowedActions = [
      'view',
      'edit',
      'delete',
      'definition',
      row.is_active ? 'deactivate' : 'activate',
      'copy',
    ];
  const fake = fakeEntityServer([templates], {
    ...localeHandlers(['wf', 'sc', 'entity', 'resources']),
    'GET /api/wf/template-category/children': {
      body: { data: [category(1), category(2)], meta: { truncated: false } },
    },
    'POST /api/wf/template/3/actions/activate': { body: { data: { id: 3, is_active: true } } },
    'POST /api/wf/template/2/actions/deactivate': { body: { data: { id: 2, is_active: false } } },
  });
  return fake;
}

const listCalls = (fake: ReturnType<typeof server>) =>
  fake.requests
    .filter((r) => r.method === 'GET' && r.path.startsWith('/api/wf/template/list'))
    .map((r) => new URL(r.path, 'http://x').searchParams);

describe('master list (templates beside their categories)', { timeout: 60_000 }, () => {
  it('filters the list by the chosen category and the active switch, kept in the address', async () => {
    const fake = server();
    signInAs(['wf.admin'], { userPermission: entityPermissionTree(['wf.admin']) });
    const { router } = renderApp('/wf/admin/manage-forms/list?id=0&activated=1');
    expect(await screen.findByText('Leave request', {}, slow)).not.toBeNull();
    expect(screen.getByText('Purchase request')).not.toBeNull();
    expect(screen.queryByText('Old purchase')).toBeNull();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(listCalls(fake).at(-1)?.get('filter[is_active]')).toBe('true');
    expect(listCalls(fake).at(-1)?.has('filter[category_id][under]')).toBe(false);

    await userEvent.click(within(screen.getByRole('tree')).getByText('Buying'));
    await waitFor(() => expect(screen.queryByText('Leave request')).toBeNull());
    expect(screen.getByText('Purchase request')).not.toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('2');
    expect(listCalls(fake).at(-1)?.get('filter[category_id][under]')).toBe('2');

    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    expect(await screen.findByText('Old purchase', {}, slow)).not.toBeNull();
    expect(screen.queryByText('Purchase request')).toBeNull();
    const address = new URLSearchParams(router.state.location.search);
    expect([address.get('id'), address.get('activated')]).toEqual(['2', '0']);
  });

  it('activates with a row action, and asks before deactivating', async () => {
    const fake = server();
    signInAs(['wf.admin'], { userPermission: entityPermissionTree(['wf.admin']) });
    renderApp('/wf/admin/manage-forms/list?id=2&activated=0');
    await userEvent.click(await screen.findByRole('button', { name: 'Activate “Old purchase”' }, slow));
    await waitFor(() => expect(fake.callsTo('POST', '/api/wf/template/3/actions/activate')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/wf/template/3/actions/activate')[0]?.body).toEqual({ version: 1 });
    expect(await screen.findByText('Activate: done for “Old purchase”', {}, slow)).not.toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    expect(await screen.findByText('Purchase request', {}, slow)).not.toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate “Purchase request”' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(
      within(dialog).getByText(/Deactivate “Purchase request”\? Nobody can apply with it/),
    ).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(fake.callsTo('POST', '/api/wf/template/2/actions/deactivate')).toHaveLength(1),
    );
  });

  it('opens the designer from a row (a link action)', async () => {
    server();
    const grants = ['wf.admin.manageForms.actions.view'];
    signInAs(grants, { userPermission: entityPermissionTree(grants) });
    const { router } = renderApp('/wf/admin/manage-forms/list?id=0&activated=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Design “Leave request”' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wf/admin/manage-forms/edit'));
    expect(router.state.location.search).toBe('?id=1');
  });
});
