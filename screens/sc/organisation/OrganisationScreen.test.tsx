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
  await Promise.all([import('./OrganisationScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

const dept = (id: number, parent_id: number | null, name: string, user_count: number, is_active = true) => ({
  id,
  parent_id,
  name,
  code: null,
  sort: 0,
  is_active,
  level_id: null,
  level_name: null,
  depth: null,
  version: 1,
  user_count,
});
const DEPARTMENTS = [
  dept(1, null, 'Head office', 1),
  dept(2, 1, 'Sales', 2),
  dept(3, 2, 'Sales East', 1, false),
];
const user = (id: number, name: string) => ({
  id,
  account: name.toLowerCase(),
  name,
  email: null,
  is_active: true,
  department_id: 2,
  department_name: 'Sales',
  job_position_name: 'Clerk',
});

function serve() {
  return installFakeServer({
    'GET /api/sc/department/all': { body: { data: DEPARTMENTS } },
    'GET /api/sc/user': {
      body: {
        data: [user(7, 'Alice'), user(8, 'Bob')],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
      },
    },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

describe('/sc/list', () => {
  it('shows the departments as a tree with user counts and the users of the one picked', async () => {
    const api = serve();
    signInAs(['sc.admin']);
    renderApp('/sc/list');
    const tree = await screen.findByRole('navigation', { name: 'Departments' });
    expect(await within(tree).findByText('Head office (1 user)')).not.toBeNull();
    expect(within(tree).getByText('Sales East (1 user) · inactive')).not.toBeNull();
    await userEvent.click(within(tree).getByText('Sales (2 users)'));
    expect(await screen.findByRole('heading', { name: 'Users of Sales' })).not.toBeNull();
    const alice = await screen.findByRole('link', { name: 'Alice' });
    expect(alice.getAttribute('href')).toBe('/sc/viewuser?id=7');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/sc/user').some((c) => c.path.includes('department_id=2'))).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Edit department' }).getAttribute('href')).toBe(
      '/sc/adddept?id=2',
    );
  }, 20_000);

  it('narrows the tree to matching departments and searches users everywhere', async () => {
    const api = serve();
    signInAs(['sc.admin']);
    renderApp('/sc/list');
    const tree = await screen.findByRole('navigation', { name: 'Departments' });
    await within(tree).findByText('Head office (1 user)');
    await userEvent.type(screen.getByLabelText('Search users and departments'), 'east');
    await waitFor(() => expect(within(tree).queryByText('Sales (2 users)')).not.toBeNull());
    expect(within(tree).getByText('Sales East (1 user) · inactive')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Users matching “east”' })).not.toBeNull();
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/sc/user').some((c) => c.path.includes('search=east'))).toBe(true),
    );
  }, 20_000);
});
