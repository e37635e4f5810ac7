import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InstanceRow } from '../../../schemas/wf/wfApi';
import { startNotifications } from '../../../src/platform/notifications/startNotifications';
import { notification } from '../../../src/platform/notifications/testing/fakeNotifications';
import { emitRealtime } from '../../../src/platform/realtime/realtimeBus';
import { chooseOption } from '../../../src/testing/chooseOption';
import { installFakeServer, type RecordedRequest } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';
import { folderCounts, instancePage, instanceRow } from '../instance/testing/instanceFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./SignoffListScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

const LIST = '/wf/use/list?key=1&folder=receive&sub=0&name=';

/** A server whose folders hold `folders[folder]`; its counts are the folders' lengths. */
function serve(folders: Partial<Record<string, InstanceRow[]>>) {
  const query = (request: RecordedRequest) => new URL(request.path, 'http://localhost').searchParams;
  return installFakeServer({
    'GET /api/wf/instance': (request) => {
      const rows = folders[query(request).get('folder') ?? ''] ?? [];
      const q = query(request).get('q');
      return { body: instancePage(q ? rows.filter((row) => row.title.includes(q)) : rows) };
    },
    'GET /api/wf/instance/counts': () => ({
      body: folderCounts(
        Object.fromEntries(Object.entries(folders).map(([key, rows]) => [key, rows?.length ?? 0])),
      ),
    }),
    'GET /api/sc/user/all': {
      body: { data: [{ id: 9, name: 'Lee Staff', account: 'staff', is_active: true }] },
    },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

const folderLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', {
    name: new RegExp(`^${name}`),
  });

// Busy machine (two cores, several runs): generous limits for the antd screens.
describe('/wf/use/list', { timeout: 90_000 }, () => {
  it('shows the folders with their counts and the rows of the folder in the address', async () => {
    const api = serve({
      receive: [instanceRow(1), instanceRow(2)],
      draft: [instanceRow(5, { status: 'draft', title: 'Half done', number: null })],
    });
    signInAs(['wf.use']);
    const { router } = renderApp(LIST);
    expect(await screen.findByRole('link', { name: 'Laptops 1' }, { timeout: 30_000 })).not.toBeNull();
    await waitFor(() => expect(folderLink('To sign').textContent).toBe('To sign2'));
    expect(folderLink('To sign').getAttribute('aria-current')).toBe('page');
    expect(folderLink('Drafts').textContent).toBe('Drafts1');
    expect(screen.getByRole('link', { name: 'Laptops 1' }).getAttribute('href')).toBe('/wf-form?id=1');
    expect(api.callsTo('GET', '/api/wf/instance')[0]?.path).toBe(
      '/api/wf/instance?folder=receive&page=1&per_page=20',
    );

    await userEvent.click(folderLink('Drafts'));
    const draft = await screen.findByRole('link', { name: 'Half done' });
    // A draft goes on in the filling form.
    expect(draft.getAttribute('href')).toBe('/wf/use/new/filling-form?id=5');
    expect(screen.queryByRole('link', { name: 'Laptops 1' })).toBeNull();
    expect(router.state.location.search).toBe('?key=1&folder=draft&sub=0&name=');
  });

  it('searches by title or number and keeps the search in the address', async () => {
    const api = serve({
      receive: [instanceRow(1, { title: 'Laptops' }), instanceRow(2, { title: 'Chairs' })],
    });
    signInAs(['wf.use']);
    const { router } = renderApp(LIST);
    await screen.findByRole('link', { name: 'Chairs' }, { timeout: 30_000 });
    await userEvent.type(screen.getByLabelText('Title or number'), 'Chai');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Laptops' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Chairs' })).not.toBeNull();
    expect(router.state.location.search).toBe('?key=1&folder=receive&sub=0&name=Chai');
    expect(api.callsTo('GET', '/api/wf/instance').at(-1)?.path).toBe(
      '/api/wf/instance?folder=receive&q=Chai&page=1&per_page=20',
    );
  });

  it('refreshes the list and the counts live when a workflow notification S arrives, not for C', async () => {
    const receive = [instanceRow(1)];
    const api = serve({ receive });
    stop = startNotifications();
    signInAs(['wf.use']);
    renderApp(LIST);
    await screen.findByRole('link', { name: 'Laptops 1' }, { timeout: 30_000 });
    await waitFor(() => expect(folderLink('To sign').textContent).toBe('To sign1'));
    const lists = () => api.callsTo('GET', '/api/wf/instance').length;
    const before = lists();

    // Copied-to-you (C) does not change the folders: no request.
    act(() =>
      emitRealtime(
        'notificationCreated',
        notification(40, { modelType: 'wf', modelId: 8, data: { workflow: { status: 'C' } } }),
      ),
    );
    expect(lists()).toBe(before);

    receive.unshift(instanceRow(8, { title: 'Projector' }));
    act(() =>
      emitRealtime(
        'notificationCreated',
        notification(41, { modelType: 'wf', modelId: 8, data: { workflow: { status: 'S' } } }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Projector' })).not.toBeNull();
    await waitFor(() => expect(folderLink('To sign').textContent).toBe('To sign2'));
  });

  it('folds the folders into one select and shows cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve({ receive: [instanceRow(1)], draft: [instanceRow(5, { status: 'draft', title: 'Half done' })] });
    signInAs(['wf.use']);
    const { router } = renderApp(LIST);
    const card = await screen.findByRole('link', { name: /^Laptops 1/ }, { timeout: 30_000 });
    expect(card.closest('ul')?.className).toBe('wf-list-cards');
    expect(screen.queryByRole('navigation', { name: 'Folders' })).toBeNull();
    // The search is folded away until asked for.
    expect(screen.getByText('Search applications').closest('details')?.open).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Folder' }).closest('.ant-select')?.textContent).toBe(
        'To sign (1)',
      ),
    );
    await chooseOption('Folder', 'Drafts (1)');
    expect(await screen.findByRole('link', { name: /^Half done/ })).not.toBeNull();
    expect(router.state.location.search).toBe('?key=1&folder=draft&sub=0&name=');
  });
});
