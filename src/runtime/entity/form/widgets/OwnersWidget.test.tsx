import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../../testing/renderApp';
import { resetBetweenTests } from '../../../../testing/resetBetweenTests';
import { signInAs } from '../../../../testing/sessionFixtures';
import { entityPermissionTree } from '../../testing/entityPermissions';
import { FakeResource, fakeEntityServer } from '../../testing/fakeEntityServer';
import { localeHandlers } from '../../testing/localeHandlers';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
  await import('../EntityForm');
}, 60_000);

const slow = { timeout: 10_000 };

const ORGANISATION = {
  'GET /api/sc/department/all': {
    body: {
      data: [
        { id: 1, name: 'Headquarters', code: 'HQ', is_active: true },
        { id: 2, name: 'Sales', code: 'SAL', is_active: true },
      ],
    },
  },
  'GET /api/sc/group/all': { body: { data: [{ id: 4, name: 'Managers', description: 'Heads' }] } },
  'GET /api/sc/user/all': {
    body: {
      data: [
        { id: 7, name: 'Alice Chen', account: 'alice', is_active: true },
        { id: 8, name: 'Bob Lin', account: 'bob', is_active: true },
        { id: 9, name: 'Gone Away', account: 'gone', is_active: false },
      ],
    },
  },
};

function serve() {
  const bookmarks = new FakeResource('/api/sc/bookmark', [
    { id: 1, title: 'Handbook', url: '/bb/handbook', owners: 'd1,u9', sort: 1, is_active: true },
    { id: 2, title: 'Intranet', url: 'https://intra.example', owners: 'all', sort: 2, is_active: true },
  ]);
  const server = fakeEntityServer([bookmarks], {
    ...localeHandlers(['sc', 'entity', 'resources']),
    ...ORGANISATION,
  });
  const grants = ['sc.admin.bookmark'];
  signInAs(grants, { userPermission: entityPermissionTree(grants) });
  return { bookmarks, server };
}

function rowOf(text: string): HTMLElement {
  return screen.getByText(text).closest('[role="row"]') as HTMLElement;
}

describe('the owners widget of a descriptor form', { timeout: 60_000 }, () => {
  it('shows owner lists by name in the list', async () => {
    serve();
    renderApp('/sc/bookmark');
    expect(await screen.findByText('Handbook', {}, slow)).not.toBeNull();
    // The organisation's lists arrive after the page: the names replace the stored references.
    await waitFor(
      () => expect(within(rowOf('Handbook')).getByText('Headquarters, Gone Away (inactive)')).not.toBeNull(),
      slow,
    );
    expect(within(rowOf('Intranet')).getByText('Everyone')).not.toBeNull();
    expect(screen.queryByText('d1,u9')).toBeNull();
  });

  it('shows the chosen owners by name, searches, and saves the stored spelling', async () => {
    const { bookmarks, server } = serve();
    renderApp('/sc/bookmark');
    await screen.findByText('Handbook', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    const form = await screen.findByRole('dialog', { name: 'New Quick link' }, slow);
    // The form itself loads with the dialog's first open.
    await userEvent.type(await within(form).findByLabelText(/^Title/, {}, slow), 'Price list');
    await userEvent.type(within(form).getByLabelText(/^URL or in-app path/), '/cm/prices');
    const owners = within(form).getByRole('combobox', { name: 'Who sees it' });
    // A new quick link starts visible to everyone (the descriptor's default).
    await waitFor(() => expect(within(form).getByTitle('Everyone')).not.toBeNull());
    await userEvent.click(owners);
    await userEvent.type(owners, 'sal');
    // The search matches the department's name and code, and only those.
    expect(await screen.findByTitle('Sales')).not.toBeNull();
    expect(screen.queryByTitle('Headquarters')).toBeNull();
    await userEvent.click(screen.getByTitle('Sales'));
    await userEvent.type(owners, 'bob');
    await userEvent.click(await screen.findByTitle('Bob Lin (bob)'));
    await userEvent.keyboard('{Escape}');
    // Choosing someone replaces "Everyone": the server would keep `all` alone.
    expect(within(form).queryByTitle('Everyone')).toBeNull();
    expect(within(form).getByTitle('Sales')).not.toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/sc/bookmark')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/sc/bookmark')[0]?.body).toMatchObject({
      title: 'Price list',
      owners: 'd2,u8',
    });
    expect(bookmarks.rows.get(3)?.owners).toBe('d2,u8');
  });

  it('keeps an owner the list no longer offers, by name, and makes "Everyone" stand alone', async () => {
    const { server } = serve();
    renderApp('/sc/bookmark');
    await screen.findByText('Handbook', {}, slow);
    const edit = within(rowOf('Handbook')).getByRole('button', { name: 'Edit “Handbook”' });
    await userEvent.click(edit);
    const form = await screen.findByRole('dialog', { name: 'Edit Quick link' }, slow);
    // u9 is inactive, so not offered, but still chosen and named.
    await waitFor(() => expect(within(form).getByTitle('Gone Away (inactive)')).not.toBeNull(), slow);
    expect(within(form).getByTitle('Headquarters')).not.toBeNull();
    const owners = within(form).getByRole('combobox', { name: 'Who sees it' });
    await userEvent.click(owners);
    await userEvent.type(owners, 'every');
    await userEvent.click(await screen.findByTitle('Everyone'));
    await userEvent.keyboard('{Escape}');
    expect(within(form).queryByTitle('Headquarters')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/sc/bookmark/1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/sc/bookmark/1')[0]?.body).toMatchObject({ owners: 'all' });
  });
});
