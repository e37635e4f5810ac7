import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../../../src/testing/chooseOption';
import { type FakeResponse, installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';
import type { UserRecord } from './userForm';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([
    import('./AddUserScreen'),
    import('./ViewUserScreen'),
    import('../../general/shell/AppShell'),
  ]);
}, 60_000);

const DEPARTMENTS = [
  { id: 1, name: 'Headquarters', code: 'HQ', is_active: true },
  { id: 2, name: 'Sales', code: 'SAL', is_active: true },
  { id: 3, name: 'Closed office', code: 'OLD', is_active: false },
];
const POSITIONS = [
  { id: 10, name: 'Manager', rank: 80 },
  { id: 11, name: 'Clerk', rank: 20 },
];
const GROUPS = [{ id: 5, name: 'Managers' }];
const RECORD: UserRecord = {
  id: 42,
  account: 'amy',
  name: 'Amy Chen',
  email: 'amy@example.com',
  phone: null,
  language: 'en',
  is_active: true,
  version: 3,
  deleted_at: null,
  departments: [
    {
      department_id: 2,
      is_primary: true,
      job_position_id: 11,
      department_name: 'Sales',
      job_position_name: 'Clerk',
    },
  ],
  groups: [],
};

function serve(extra: Record<string, FakeResponse> = {}) {
  return installFakeServer({
    'GET /api/sc/department/all': { body: { data: DEPARTMENTS } },
    'GET /api/sc/job-position': { body: { data: POSITIONS } },
    'GET /api/sc/user/group-options': { body: { data: GROUPS } },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
    ...extra,
  });
}

describe('/sc/adduser', () => {
  it('asks for the required fields, marks them and focuses the first, sending nothing', async () => {
    const api = serve();
    signInAs(['sc.admin.user']);
    renderApp('/sc/adduser');
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    expect(screen.getByRole('alert').textContent).toBe('Please check the required fields.');
    const account = screen.getByLabelText('Account');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Department 1').getAttribute('aria-invalid')).toBe('true');
    // Inviting by mail needs an address.
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(account));
    expect(api.callsTo('POST', '/api/sc/user')).toHaveLength(0);
  }, 20_000);

  it('creates a user with two departments, one primary, and opens their page', async () => {
    const api = serve({
      'POST /api/sc/user': {
        status: 201,
        body: { message: 'The user was created.', data: { ...RECORD, id: 42 } },
      },
      'GET /api/sc/user/42/edit': { body: { data: RECORD } },
    });
    signInAs(['sc.admin.user']);
    renderApp('/sc/adduser');
    await userEvent.type(await screen.findByLabelText('Account'), 'amy');
    await userEvent.type(screen.getByLabelText('Name'), 'Amy Chen');
    await userEvent.type(screen.getByLabelText('E-mail'), 'amy@example.com');
    const form = screen.getByRole('form', { name: 'Add user' });
    await chooseOption('Language', '日本語', { container: form });
    // The inactive department is shown but cannot be chosen for a new member.
    await userEvent.click(screen.getByRole('combobox', { name: 'Department 1' }));
    const closed = await screen.findByTitle('Closed office (inactive)');
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    await chooseOption('Department 1', 'Sales');
    await chooseOption('Job position in department 1', 'Clerk');
    await userEvent.click(screen.getByRole('button', { name: 'Add a department' }));
    await chooseOption('Department 2', 'Headquarters');
    await userEvent.click(screen.getByRole('radio', { name: 'Department 2 is the primary one' }));
    expect(
      (screen.getByRole('radio', { name: 'Department 1 is the primary one' }) as HTMLInputElement).checked,
    ).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Set a password now' }));
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Password confirmation'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('heading', { name: 'Amy Chen (amy)' })).not.toBeNull();
    expect(api.callsTo('POST', '/api/sc/user')[0]?.body).toEqual({
      account: 'amy',
      name: 'Amy Chen',
      email: 'amy@example.com',
      phone: null,
      language: 'jp',
      is_active: true,
      departments: [
        { department_id: 2, job_position_id: 11, is_primary: false },
        { department_id: 1, job_position_id: null, is_primary: true },
      ],
      groups: [],
      password: 'Secret123',
      password_confirmation: 'Secret123',
    });
  }, 30_000);

  it('shows the server’s 422 errors under their fields', async () => {
    serve({
      'POST /api/sc/user': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { account: ['This account is already in use.'] },
        },
      },
    });
    signInAs(['sc.admin.user']);
    renderApp('/sc/adduser');
    await userEvent.type(await screen.findByLabelText('Account'), 'staff');
    await userEvent.type(screen.getByLabelText('Name'), 'Someone');
    await userEvent.type(screen.getByLabelText('E-mail'), 'someone@example.com');
    await chooseOption('Department 1', 'Sales');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('This account is already in use.')).not.toBeNull();
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
  }, 20_000);
});

describe('/sc/viewuser', () => {
  it('saves with the loaded version and offers to reload after a 409', async () => {
    const stored = { ...RECORD, name: 'Amy Wang', version: 4 };
    const api = serve({
      'GET /api/sc/user/42/edit': { body: { data: RECORD } },
      'PUT /api/sc/user/42': { status: 409, body: { message: 'Changed meanwhile.', data: stored } },
    });
    signInAs(['sc.admin.user']);
    renderApp('/sc/viewuser?id=42');
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Amy C.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(api.callsTo('PUT', '/api/sc/user/42')[0]?.body).toMatchObject({ name: 'Amy C.', version: 3 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Amy Wang'));
    expect(screen.getByRole('heading', { name: 'Amy Wang (amy)' })).not.toBeNull();
  }, 20_000);

  it('deactivates after a confirmation and shows the new status', async () => {
    const api = serve({
      'GET /api/sc/user/42/edit': { body: { data: RECORD } },
      'PUT /api/sc/user/42': {
        body: { message: 'Saved.', data: { ...RECORD, is_active: false, version: 4 } },
      },
    });
    signInAs(['sc.admin.user']);
    renderApp('/sc/viewuser?id=42');
    expect((await screen.findByTestId('user-status')).textContent).toBe('Active');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    expect(api.callsTo('PUT', '/api/sc/user/42')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByTestId('user-status').textContent).toBe('Inactive'));
    expect(api.callsTo('PUT', '/api/sc/user/42')[0]?.body).toEqual({ is_active: false, version: 3 });
    expect(screen.getByRole('button', { name: 'Reactivate' })).not.toBeNull();
  }, 20_000);

  it('deletes after “Are you sure you want to delete?” and restores', async () => {
    const deleted = { ...RECORD, deleted_at: '2026-11-23T10:00:00Z', version: 4 };
    const api = serve({
      'GET /api/sc/user/42/edit': { body: { data: RECORD } },
      'DELETE /api/sc/user/42': { body: { message: 'The user was deleted.', data: deleted } },
      'POST /api/sc/user/42/restore': {
        body: { message: 'The user was restored.', data: { ...RECORD, version: 5 } },
      },
    });
    signInAs(['sc.admin.user']);
    renderApp('/sc/viewuser?id=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete?')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('user-status').textContent).toBe('Deleted'));
    expect(api.callsTo('DELETE', '/api/sc/user/42')[0]?.path).toBe('/api/sc/user/42?version=3');
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByTestId('user-status').textContent).toBe('Active'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
  }, 20_000);

  it('shows a read-only record to whoever may only view users', async () => {
    serve({ 'GET /api/sc/user/42/edit': { body: { data: RECORD } } });
    signInAs(['sc.admin.user.actions.view']);
    renderApp('/sc/viewuser?id=42');
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  }, 20_000);

  it('says so when the user does not exist', async () => {
    serve({ 'GET /api/sc/user/99/edit': { status: 404, body: { message: 'Not found' } } });
    signInAs(['sc.admin.user']);
    renderApp('/sc/viewuser?id=99');
    expect((await screen.findByText('There is no such user.')).getAttribute('role')).toBe('alert');
  });
});
