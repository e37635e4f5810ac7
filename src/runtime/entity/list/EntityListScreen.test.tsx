import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../testing/chooseOption';
import { initTestI18n } from '../../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../testing/renderApp';
import { resetBetweenTests } from '../../../testing/resetBetweenTests';
import { signInAs } from '../../../testing/sessionFixtures';
import { entityPermissionTree } from '../testing/entityPermissions';
import { emitRealtime } from '../../../platform/realtime/realtimeBus';
import { FakeResource, fakeEntityServer } from '../testing/fakeEntityServer';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

/** The first screen of a test loads antd, ag-grid and the messages: slower than the default second. */
const slow = { timeout: 10_000 };

const STAGES = { 1: 'New', 2: 'Proposal' };
function leads(extra: Array<Record<string, unknown> & { id: number }> = []) {
  return new FakeResource(
    '/api/cm/lead',
    [
      {
        id: 1,
        subject: 'Acme renewal',
        status: 'open',
        pipeline_stage_id: 1,
        expected_amount: 120000,
        expected_close_date: '2026-12-24',
        organization_id: null,
      },
      {
        id: 2,
        subject: 'Globex pilot',
        status: 'won',
        pipeline_stage_id: 2,
        expected_amount: 5000.5,
        expected_close_date: null,
        organization_id: null,
      },
      ...extra,
    ],
    { labels: { pipeline_stage_id: STAGES }, searchable: ['subject'] },
  );
}
function stages() {
  return new FakeResource('/api/cm/pipeline-stage', [
    { id: 1, name: 'New', pipeline_id: 1, sort: 10 },
    { id: 2, name: 'Proposal', pipeline_id: 1, sort: 20 },
  ]);
}
const signInWith = (grants: string[]) => signInAs(grants, { userPermission: entityPermissionTree(grants) });

function rowOf(text: string): HTMLElement {
  return screen.getByText(text).closest('[role="row"]') as HTMLElement;
}

function lastListCall(calls: Array<{ path: string }>): URLSearchParams {
  return new URL(calls[calls.length - 1]?.path ?? '', 'http://x').searchParams;
}

describe('entity list', { timeout: 40_000 }, () => {
  it('shows a server page with reference labels, translated options and formatted numbers', async () => {
    fakeEntityServer([leads(), stages()]);
    signInWith(['cm.use']);
    renderApp('/cm/use/lead/table');
    expect(await screen.findByText('Acme renewal', {}, slow)).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Lead table' })).not.toBeNull();
    const row = rowOf('Globex pilot');
    expect(within(row).getByText('Won')).not.toBeNull();
    expect(within(row).getByText('Proposal')).not.toBeNull();
    expect(within(row).getByText('5,000.50')).not.toBeNull();
    expect(within(rowOf('Acme renewal')).getByText('12/24/2026')).not.toBeNull();
    expect(screen.getByText('2 records')).not.toBeNull();
  });

  it('reads its page again when the server announces a change of its entity, and only then', async () => {
    const resource = leads();
    const server = fakeEntityServer([resource, stages()]);
    signInWith(['cm.use']);
    renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    const reads = () => server.callsTo('GET', '/api/cm/lead').length;
    const before = reads();
    resource.rows.set(3, { ...resource.rows.get(1)!, id: 3, subject: 'Initech upgrade' });
    emitRealtime('cacheUpdated', { list: 'cm.organization', urls: ['/api/cm/organization/all'] });
    emitRealtime('cacheUpdated', { list: 'cm.lead', urls: ['/api/cm/lead/all'] });
    expect(await screen.findByText('Initech upgrade', {}, slow)).not.toBeNull();
    expect(reads()).toBe(before + 1);
  });

  it('asks the server to sort, filter and search, and shows what it answers', async () => {
    const server = fakeEntityServer([leads(), stages()]);
    signInWith(['cm.use']);
    renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    const list = () => server.callsTo('GET', '/api/cm/lead');
    expect(lastListCall(list()).get('sort')).toBe('-updated_at');

    fireEvent.click(
      within(document.querySelector('.ag-header-cell[col-id="subject"]') as HTMLElement).getByText('Subject'),
    );
    await waitFor(() => expect(lastListCall(list()).get('sort')).toBe('subject'));

    await chooseOption('Status', 'Won');
    await waitFor(() => expect(lastListCall(list()).get('filter[status]')).toBe('won'));
    await waitFor(() => expect(screen.queryByText('Acme renewal')).toBeNull());
    expect(screen.getByText('Globex pilot')).not.toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Subject' }), 'nothing like it');
    expect(await screen.findByText('No records match the search or filters.', {}, slow)).not.toBeNull();
    expect(lastListCall(list()).get('search')).toBe('nothing like it');
  });

  it('keeps sort, filters and search in the address, so a reload shows the same rows', async () => {
    const server = fakeEntityServer([leads(), stages()]);
    signInWith(['cm.use']);
    const first = renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    await chooseOption('Status', 'Won');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Subject' }), 'Globex');
    await waitFor(() => expect(first.router.state.location.search).toContain('search=Globex'));
    const address = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    expect(new URLSearchParams(first.router.state.location.search).get('filter[status]')).toBe('won');
    first.unmount();

    const list = () => server.callsTo('GET', '/api/cm/lead');
    const before = list().length;
    renderApp(address);
    await screen.findByText('Globex pilot', {}, slow);
    const call = lastListCall(list().slice(before));
    expect(call.get('filter[status]')).toBe('won');
    expect(call.get('search')).toBe('Globex');
    expect((screen.getByRole('searchbox', { name: 'Search Subject' }) as HTMLInputElement).value).toBe(
      'Globex',
    );
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Won');
    expect(screen.queryByText('Acme renewal')).toBeNull();
  });

  it('offers on each row only what the row allows, and hides what the user may not do', async () => {
    const readOnly = new FakeResource('/api/cm/lead', [{ id: 1, subject: 'Acme renewal', status: 'open' }], {
      actions: [],
    });
    fakeEntityServer([readOnly, stages()]);
    signInWith(['cm.use.lead.actions.view']);
    renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    const row = rowOf('Acme renewal');
    expect(within(row).queryByRole('button', { name: 'Edit “Acme renewal”' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete “Acme renewal”' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Show deleted' })).toBeNull();
  });

  it('deletes the selected rows after the spec question, then restores one from the deleted rows', async () => {
    const rows = leads();
    const server = fakeEntityServer([rows, stages()]);
    signInWith(['cm.use']);
    renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    for (const subject of ['Acme renewal', 'Globex pilot'])
      await userEvent.click(within(rowOf(subject)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Are you sure you want to delete?')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No records yet.', {}, slow)).not.toBeNull();
    expect(server.callsTo('POST', '/api/cm/lead/bulk-delete')[0]?.body).toEqual({ ids: [1, 2] });

    await userEvent.click(screen.getByRole('switch', { name: 'Show deleted' }));
    await screen.findByText('Acme renewal', {}, slow);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore “Acme renewal”' }, slow));
    expect(await screen.findByText('Restored.')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('Acme renewal')).toBeNull());
    expect(rows.rows.get(1)?.deleted_at).toBeNull();
  });

  it('keeps hidden columns on the server for the user, and resets them to the defaults', async () => {
    let kept: unknown = null;
    const layoutPath = '/api/me/list-layout/cm.lead';
    const server = fakeEntityServer([leads(), stages()], {
      [`GET ${layoutPath}`]: () => ({ body: { data: kept, version: kept ? 1 : 0 } }),
      [`PUT ${layoutPath}`]: (request) => {
        kept = request.body;
        return { body: { data: kept, version: 1 } };
      },
      [`DELETE ${layoutPath}`]: () => {
        kept = null;
        return { status: 204, body: null };
      },
    });
    signInWith(['cm.use']);
    const first = renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    expect(document.querySelector('.ag-header-cell[col-id="status"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(document.querySelector('.ag-header-cell[col-id="status"]')).toBeNull());
    await waitFor(() => expect(server.callsTo('PUT', layoutPath)).toHaveLength(1), slow);
    expect(JSON.stringify(kept)).toContain('{"colId":"status","hide":true}');
    first.unmount();

    renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    expect(document.querySelector('.ag-header-cell[col-id="status"]')).toBeNull();
    expect(document.querySelector('.ag-header-cell[col-id="subject"]')).not.toBeNull();
    expect(window.localStorage.length).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(document.querySelector('.ag-header-cell[col-id="status"]')).not.toBeNull());
    await waitFor(() => expect(server.callsTo('DELETE', layoutPath)).toHaveLength(1));
    expect(kept).toBeNull();
  });

  it('shows the default layout when the kept layout cannot be read', async () => {
    fakeEntityServer([leads(), stages()], {
      'GET /api/me/list-layout/cm.lead': { status: 500, body: { message: 'Server error.' } },
    });
    signInWith(['cm.use']);
    renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    expect(document.querySelector('.ag-header-cell[col-id="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pins the label column, and opens a row when it is clicked', async () => {
    fakeEntityServer([leads(), stages()]);
    signInWith(['cm.use']);
    const app = renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    const header = document.querySelector('.ag-header-cell[col-id="subject"]') as HTMLElement;
    expect(header.closest('[class*="pinned-left"]')).not.toBeNull();
    expect(
      document.querySelector('.ag-header-cell[col-id="status"]')?.closest('[class*="pinned-left"]'),
    ).toBeNull();
    fireEvent.click(within(rowOf('Globex pilot')).getByText('Won'));
    await waitFor(() =>
      expect(`${app.router.state.location.pathname}${app.router.state.location.search}`).toMatch(
        /^\/cm\/use\/lead\/view\?.*id=2/,
      ),
    );
  });

  it('shows cards at phone width when the descriptor asks for them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeEntityServer([leads(), stages()]);
    signInWith(['cm.use']);
    const app = renderApp('/cm/use/lead/table');
    const cards = await screen.findByRole('list', { name: 'Lead table' }, slow);
    expect(document.querySelector('.ag-root')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    const card = within(cards).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Globex pilot' })).not.toBeNull();
    expect(within(card).getByText('Stage')).not.toBeNull();
    expect(within(card).getByText('Proposal')).not.toBeNull();
    expect(within(card).getByText('5,000.50')).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete “Globex pilot”' })).not.toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Globex pilot' }));
    await waitFor(() =>
      expect(`${app.router.state.location.pathname}${app.router.state.location.search}`).toMatch(
        /^\/cm\/use\/lead\/view\?.*id=2/,
      ),
    );
  });

  it('exports what the list shows as a downloaded file', async () => {
    const server = fakeEntityServer([leads(), stages()], {
      'GET /api/cm/lead/export': { body: 'subject\nAcme renewal\n' },
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signInWith(['cm.use']);
    renderApp('/cm/use/lead/table');
    await screen.findByText('Acme renewal', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByText('Excel file (.xlsx)'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = server.callsTo('GET', '/api/cm/lead/export')[0];
    expect(call?.path).toContain('format=xlsx');
    expect(call?.path).toContain('sort=-updated_at');
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalled();
  });
});
