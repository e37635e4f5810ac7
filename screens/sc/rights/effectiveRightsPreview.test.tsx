import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitRealtime } from '../../../src/platform/realtime/realtimeBus';
import { type FakeResponse, installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./RightsSettingsScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

const NOTE = 'Not in effect: the module is not enabled in the licence.';

type Reason = { notInEffect: 'moduleNotLicensed' } | Record<string, never>;

/** One granted action as the preview answers it: module › area › item › action. */
function granted(module: string, area: string, item: string, label: string, off: Reason = {}) {
  const itemPath = `${module}.${area}.${item}`;
  return {
    path: module,
    label: `common:modules.${module}`,
    ...off,
    children: [
      {
        path: `${module}.${area}`,
        label: `sc:rights.areas.${area}`,
        ...off,
        children: [
          {
            path: itemPath,
            label,
            ...off,
            children: [
              {
                path: `${itemPath}.actions.view`,
                label: 'sc:rights.actions.view',
                sources: [{ owner: 'd3', grant: module }],
                ...off,
              },
            ],
          },
        ],
      },
    ],
  };
}

const SC_USERS = granted('sc', 'admin', 'user', 'sc:rights.items.sc.admin.user');
const CM_TAGS = granted('cm', 'admin', 'tag', 'sc:rights.items.sc.admin.user');
const CM_TAGS_OFF = granted('cm', 'admin', 'tag', 'sc:rights.items.sc.admin.user', {
  notInEffect: 'moduleNotLicensed',
});

function preview(id: number, rights: unknown[]): FakeResponse {
  return {
    body: {
      data: {
        user: { id, name: 'Someone', account: 'someone' },
        owners: [{ owner: 'd3', name: 'Sales', kind: 'department', via: [] }],
        rights,
      },
    },
  };
}

const CATALOGUE = [
  {
    path: 'cm',
    label: 'common:modules.cm',
    children: [
      {
        path: 'cm.admin',
        label: 'sc:rights.areas.admin',
        children: [
          {
            path: 'cm.admin.tag',
            label: 'sc:rights.items.sc.admin.user',
            children: [{ path: 'cm.admin.tag.actions.view', label: 'sc:rights.actions.view' }],
          },
        ],
      },
    ],
  },
];

function serve(handlers: Record<string, FakeResponse | (() => FakeResponse | Promise<FakeResponse>)>) {
  return installFakeServer({
    'GET /api/sc/department/all': {
      body: { data: [{ id: 3, name: 'Sales', code: 'SAL', is_active: true }] },
    },
    'GET /api/sc/user/all': {
      body: {
        data: [
          { id: 7, name: 'Alice Chen', account: 'alice', is_active: true },
          { id: 8, name: 'Bob Li', account: 'bob', is_active: true },
        ],
      },
    },
    'GET /api/sc/group/all': { body: { data: [] } },
    'GET /api/sc/rights/catalogue': { body: { data: CATALOGUE } },
    'GET /api/sc/rights/owner/d3': { body: { data: { owner: 'd3', name: 'Sales', paths: [] } } },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
    ...handlers,
  });
}

/** A promise the test settles when it chooses: a server answer held back. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

async function openScreen() {
  signInAs(['sc.admin.rights']);
  renderApp('/sc/rights-settings');
  await screen.findByRole('heading', { name: 'Rights settings', level: 1 }, { timeout: 10_000 });
}

async function choose(label: string, typed: string, title: string) {
  const select = await screen.findByRole('combobox', { name: label }, { timeout: 10_000 });
  await userEvent.click(select);
  await userEvent.type(select, typed);
  await userEvent.click(await screen.findByTitle(title));
}

const previewUser = (typed: string, title: string) =>
  choose('Preview a user’s effective rights', typed, title);

/** The preview's module list (shown once an answer is in). */
const modules = () =>
  within(screen.getByTestId('effective-rights')).findByRole(
    'list',
    { name: 'Effective rights list' },
    { timeout: 10_000 },
  );

/** The list item of one module of the preview, found by its name. */
function moduleItem(list: HTMLElement, name: string): HTMLElement {
  const item = within(list).getByText(name, { exact: true }).closest('li');
  if (!item) throw new Error(`${name} is not in the preview`);
  return item;
}

describe('the effective-rights preview', { timeout: 30_000 }, () => {
  it('lists a right in a module the licence switches off as granted but not in effect, saying why in words', async () => {
    serve({ 'GET /api/sc/rights/effective/7': preview(7, [SC_USERS, CM_TAGS_OFF]) });
    await openScreen();
    await previewUser('alice', 'Alice Chen (alice)');
    const list = await modules();
    const off = moduleItem(list, 'Customer management');
    // The reason is text in the item (a screen reader says it), not only grey and struck.
    expect(within(off).getByText(NOTE)).not.toBeNull();
    expect(off.className).toContain('effective-rights__off');
    const on = moduleItem(list, 'System settings');
    expect(within(on).queryByText(NOTE)).toBeNull();
    expect(on.className).not.toContain('effective-rights__off');
    expect(within(list).getAllByText(NOTE)).toHaveLength(1);
  });

  it('reloads an open preview when the licence broadcast arrives, and only then', async () => {
    let licensed = false;
    const api = serve({
      'GET /api/sc/rights/effective/7': () => preview(7, [SC_USERS, licensed ? CM_TAGS : CM_TAGS_OFF]),
    });
    await openScreen();
    await previewUser('alice', 'Alice Chen (alice)');
    expect(within(await modules()).getByText(NOTE)).not.toBeNull();

    // Another list's broadcast is no reason to ask again.
    act(() => emitRealtime('cacheUpdated', { list: 'users', urls: ['/api/sc/user/all'] }));
    expect(api.callsTo('GET', '/api/sc/rights/effective/7')).toHaveLength(1);

    licensed = true;
    act(() => emitRealtime('cacheUpdated', { list: 'license', urls: ['/api/sc/license'] }));
    await waitFor(() => expect(api.callsTo('GET', '/api/sc/rights/effective/7')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(NOTE)).toBeNull(), { timeout: 10_000 });
    const list = await modules();
    expect(moduleItem(list, 'Customer management').className).not.toContain('effective-rights__off');
  });

  it('asks for the preview only after the save answered, and shows nothing stale meanwhile', async () => {
    const saveAnswer = held<FakeResponse>();
    let grants: string[] = [];
    const api = serve({
      'PUT /api/sc/rights/owner/d3': async () => {
        const answer = await saveAnswer.promise;
        grants = ['cm'];
        return answer;
      },
      'GET /api/sc/rights/effective/7': () =>
        preview(7, grants.includes('cm') ? [SC_USERS, CM_TAGS] : [SC_USERS]),
    });
    await openScreen();
    await choose('Department', 'sal', 'Sales');
    const tree = await screen.findByRole('list', { name: 'Every right' }, { timeout: 10_000 });
    await previewUser('alice', 'Alice Chen (alice)');
    expect(within(await modules()).queryByText('Customer management')).toBeNull();

    await userEvent.click(within(tree).getByRole('checkbox', { name: 'Customer management' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/sc/rights/owner/d3')).toHaveLength(1));
    // While the save is under way: no request (it would answer the old rights), no old list.
    const panel = screen.getByTestId('effective-rights');
    expect(within(panel).queryByRole('list', { name: 'Effective rights list' })).toBeNull();
    expect(within(panel).getByRole('status', { name: 'Loading…' })).not.toBeNull();
    expect(api.callsTo('GET', '/api/sc/rights/effective/7')).toHaveLength(1);

    saveAnswer.release({ body: { data: { owner: 'd3', paths: ['cm'] } } });
    const list = await waitFor(
      async () => {
        const found = await modules();
        expect(within(found).getByText('Customer management')).not.toBeNull();
        return found;
      },
      { timeout: 10_000 },
    );
    expect(moduleItem(list, 'Customer management')).not.toBeNull();
    const order = api.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.lastIndexOf('GET /api/sc/rights/effective/7')).toBeGreaterThan(
      order.indexOf('PUT /api/sc/rights/owner/d3'),
    );
    expect(api.callsTo('GET', '/api/sc/rights/effective/7')).toHaveLength(2);
    // The owner keeps their name in the heading after the save (the PUT answer has none).
    expect(screen.getByRole('heading', { name: 'Rights of “Sales”' })).not.toBeNull();
  });

  it('never lets a late answer for an earlier choice replace the user chosen since', async () => {
    const aliceAnswer = held<FakeResponse>();
    const api = serve({
      'GET /api/sc/rights/effective/7': () => aliceAnswer.promise,
      'GET /api/sc/rights/effective/8': preview(8, [CM_TAGS]),
    });
    await openScreen();
    await previewUser('alice', 'Alice Chen (alice)');
    await waitFor(() => expect(api.callsTo('GET', '/api/sc/rights/effective/7')).toHaveLength(1));
    await previewUser('bob', 'Bob Li (bob)');
    expect(within(await modules()).getByText('Customer management')).not.toBeNull();

    // Alice's answer arrives last: the preview still shows Bob's rights.
    aliceAnswer.release(preview(7, [SC_USERS]));
    const aliceResponse = api.fetchMock.mock.results[
      api.requests.findIndex((r) => r.path === '/api/sc/rights/effective/7')
    ]?.value as Promise<Response>;
    await act(async () => {
      await aliceResponse;
      // Let the app read that answer and SWR settle it (a few turns of the event loop).
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(api.callsTo('GET', '/api/sc/rights/effective/7')).toHaveLength(1);
    const list = await modules();
    expect(within(list).getByText('Customer management')).not.toBeNull();
    expect(within(list).queryByText('System settings')).toBeNull();
  });
});
