import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./GroupsScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

const MANAGERS = {
  id: 5,
  name: 'Managers',
  description: 'Heads',
  version: 3,
  member_count: 2,
  deleted_at: null,
};
const LEADS = { id: 6, name: 'Leads', description: null, version: 1, member_count: 1, deleted_at: null };

function serve(update: (body: unknown) => { status: number; body: unknown }) {
  return installFakeServer({
    'GET /api/sc/group': {
      body: { data: [MANAGERS, LEADS], meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 } },
    },
    'GET /api/sc/group/all': { body: { data: [MANAGERS, LEADS] } },
    'GET /api/sc/group/5': {
      body: {
        data: {
          ...MANAGERS,
          members: [
            { owner: 'd3', name: 'Sales' },
            { owner: 'u7', name: 'Alice Chen (alice)' },
          ],
        },
      },
    },
    'PUT /api/sc/group/5': (request) => update(request.body),
    'GET /api/sc/department/all': {
      body: { data: [{ id: 3, name: 'Sales', code: 'SAL', is_active: true }] },
    },
    'GET /api/sc/user/all': {
      body: { data: [{ id: 7, name: 'Alice Chen', account: 'alice', is_active: true }] },
    },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

async function addLeadsToManagers() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit “Managers”' }));
  const dialog = await screen.findByRole('dialog');
  expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Managers');
  const groups = within(dialog).getByRole('combobox', { name: 'Member groups' });
  await userEvent.click(groups);
  const leads = await screen.findByTitle('Leads');
  // A group cannot hold itself: the group being edited is not offered.
  expect(screen.queryByTitle('Managers')).toBeNull();
  await userEvent.click(leads);
  // Not Escape: it would close the dialog, not only the drop-down.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

// A busy machine (two cores, several test runs) makes antd screens slow: generous limits.
describe('/sc/group', { timeout: 30_000 }, () => {
  it('lists groups and shows the server’s refusal of a loop under the member groups', async () => {
    const api = serve(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'members.1': ['“Leads” already contains this group, so it cannot be a member of it.'] },
      },
    }));
    signInAs(['sc.admin.group']);
    renderApp('/sc/group');
    expect(await screen.findByRole('cell', { name: 'Managers' }, { timeout: 10_000 })).not.toBeNull();
    expect(screen.getByRole('cell', { name: 'Leads' })).not.toBeNull();
    const dialog = await addLeadsToManagers();
    expect(
      await within(dialog).findByText('“Leads” already contains this group, so it cannot be a member of it.'),
    ).not.toBeNull();
    expect(api.callsTo('PUT', '/api/sc/group/5')[0]?.body).toEqual({
      name: 'Managers',
      description: 'Heads',
      members: ['d3', 'g6', 'u7'],
      version: 3,
    });
  });

  it('says when someone else changed the group and offers to load their version', async () => {
    serve(() => ({
      status: 409,
      body: {
        message: 'Someone else changed this record after you opened it.',
        data: { ...MANAGERS, version: 4, members: [] },
      },
    }));
    signInAs(['sc.admin.group']);
    renderApp('/sc/group');
    const dialog = await addLeadsToManagers();
    expect(
      await within(dialog).findByText('Someone else changed this record after you opened it.'),
    ).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Someone else changed this record after you opened it.')).toBeNull(),
    );
  });

  it('offers no buttons without the rights', async () => {
    serve(() => ({ status: 200, body: {} }));
    signInAs(['sc.admin.group.actions.view']);
    renderApp('/sc/group');
    expect(await screen.findByRole('cell', { name: 'Managers' }, { timeout: 10_000 })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit “Managers”' })).toBeNull();
  });
});
