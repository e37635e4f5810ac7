import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FakeResponse, installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./NotifyScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

const DEPARTMENTS = [
  { id: 1, name: 'Headquarters', code: 'HQ', is_active: true },
  { id: 2, name: 'Sales', code: 'SAL', is_active: true },
];
const GROUPS = [
  { id: 4, name: 'Fire wardens', description: 'One per floor' },
  { id: 5, name: 'Managers', description: null },
];
const USERS = [
  { id: 7, name: 'Alice Chen', account: 'alice', is_active: true },
  { id: 8, name: 'Bob Lin', account: 'bob', is_active: true },
  { id: 9, name: 'Gone Away', account: 'gone', is_active: false },
];

function serve(send: FakeResponse = { status: 201, body: { message: 'sent', data: { recipients: 4 } } }) {
  return installFakeServer({
    'GET /api/sc/department/all': { body: { data: DEPARTMENTS } },
    'GET /api/sc/group/all': { body: { data: GROUPS } },
    'GET /api/sc/user/all': { body: { data: USERS } },
    'POST /api/sc/user-notification': send,
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

async function pick(label: string, search: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  await userEvent.click(select);
  await userEvent.type(select, search);
  await userEvent.click(await screen.findByTitle(option));
  await userEvent.keyboard('{Escape}');
}

async function fill() {
  await pick('Departments', 'sal', 'Sales');
  // Found by its description as well as its name.
  await pick('Groups', 'floor', 'Fire wardens');
  await pick('Users', 'bob', 'Bob Lin (bob)');
  await userEvent.type(screen.getByLabelText('Title'), 'Fire drill');
  await userEvent.type(screen.getByLabelText('Content'), 'At 3 pm.\nUse the stairs.');
}

// Picking owners and typing take several seconds on a busy machine: more than the default 5 s.
describe('/sc/notify', { timeout: 30_000 }, () => {
  it('sends to a mix of departments, groups and users, and says how many received it', async () => {
    const api = serve();
    signInAs(['sc.admin.notify']);
    renderApp('/sc/notify');
    expect(await screen.findByRole('heading', { name: 'Send a notification' })).not.toBeNull();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The notification was sent. Recipients: 4.',
    );
    expect(api.callsTo('POST', '/api/sc/user-notification')[0]?.body).toEqual({
      owners: ['d2', 'g4', 'u8'],
      title: 'Fire drill',
      content: 'At 3 pm.\nUse the stairs.',
    });
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''));
  });

  it('does not offer inactive users', async () => {
    serve();
    signInAs(['sc.admin.notify']);
    renderApp('/sc/notify');
    const select = await screen.findByRole('combobox', { name: 'Users' });
    await userEvent.click(select);
    await userEvent.type(select, 'gone');
    expect(await screen.findByText('No match')).not.toBeNull();
  });

  it('asks for recipients, a title and a content before sending anything', async () => {
    const api = serve();
    signInAs(['sc.admin.notify']);
    renderApp('/sc/notify');
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Please check the required fields.');
    const ownersError = screen.getByTestId('owners-error');
    expect(ownersError.textContent).toBe('Choose at least one department, group or user.');
    // Read out with the recipients group and with each of its pickers, which are marked invalid.
    expect(screen.getByRole('group', { name: 'Recipients' }).getAttribute('aria-describedby')).toBe(
      ownersError.id,
    );
    for (const name of ['Departments', 'Groups', 'Users']) {
      const picker = screen.getByRole('combobox', { name });
      expect(picker.getAttribute('aria-describedby')?.split(' ')).toContain(ownersError.id);
      expect(picker.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Content').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/sc/user-notification')).toHaveLength(0);
  });

  it('shows the server’s 422 errors under the field they are about', async () => {
    serve({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          'owners.1': ['g4 is not an existing department, group or user.'],
          'owners.2': ['u8 is not an existing department, group or user.'],
          title: ['The title may not be greater than 200 characters.'],
        },
      },
    });
    signInAs(['sc.admin.notify']);
    renderApp('/sc/notify');
    await screen.findByRole('heading', { name: 'Send a notification' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('u8 is not an existing department, group or user.')).not.toBeNull();
    const field = (name: string) =>
      screen.getByRole('combobox', { name }).closest('.atrium-field') as HTMLElement;
    expect(
      within(field('Users')).getByText('u8 is not an existing department, group or user.'),
    ).not.toBeNull();
    expect(
      within(field('Groups')).getByText('g4 is not an existing department, group or user.'),
    ).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Groups' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(field('Departments')).queryByText(/is not an existing/)).toBeNull();
    expect(screen.getByText('The title may not be greater than 200 characters.')).not.toBeNull();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows that nobody is reached as an error on the recipients', async () => {
    serve({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { owners: ['The selected departments, groups and users include no active user.'] },
      },
    });
    signInAs(['sc.admin.notify']);
    renderApp('/sc/notify');
    await screen.findByRole('heading', { name: 'Send a notification' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('owners-error')).textContent).toBe(
      'The selected departments, groups and users include no active user.',
    );
  });

  it('sends to a group alone', async () => {
    const api = serve({ status: 201, body: { message: 'sent', data: { recipients: 12 } } });
    signInAs(['sc.admin.notify']);
    renderApp('/sc/notify');
    await pick('Groups', 'man', 'Managers');
    await userEvent.type(screen.getByLabelText('Title'), 'Budget');
    await userEvent.type(screen.getByLabelText('Content'), 'Due Friday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Recipients: 12.');
    expect(api.callsTo('POST', '/api/sc/user-notification')[0]?.body).toMatchObject({ owners: ['g5'] });
  });

  it('shows the server’s refusal that is about no field above the form', async () => {
    serve({ status: 403, body: { message: 'You do not have the right to do this.' } });
    signInAs(['sc.admin.notify']);
    renderApp('/sc/notify');
    await screen.findByRole('heading', { name: 'Send a notification' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have the right to do this.');
    // What was typed stays, to send again once the right is granted.
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Fire drill');
  });

  it('says so, and cannot send, without the right to send', async () => {
    serve();
    signInAs(['sc.admin.notify.actions.view']);
    renderApp('/sc/notify');
    expect(await screen.findByText('You do not have the right to send notifications.')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });
});
