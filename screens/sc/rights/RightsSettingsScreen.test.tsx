import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import enCm from '../../../locales/en/cm.json';
import { chooseOption } from '../../../src/testing/chooseOption';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./RightsSettingsScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

const action = (item: string, name: string) => ({
  path: `${item}.actions.${name}`,
  label: `sc:rights.actions.${name}`,
});
const CATALOGUE = [
  {
    path: 'sc',
    label: 'common:modules.sc',
    children: [
      {
        path: 'sc.admin',
        label: 'sc:rights.areas.admin',
        children: [
          {
            path: 'sc.admin.user',
            label: 'sc:rights.items.sc.admin.user',
            children: [action('sc.admin.user', 'view'), action('sc.admin.user', 'edit')],
          },
          {
            path: 'sc.admin.group',
            label: 'sc:rights.items.sc.admin.group',
            children: [action('sc.admin.group', 'view')],
          },
        ],
      },
    ],
  },
  {
    path: 'cm',
    label: 'common:modules.cm',
    scopable: true,
    children: [
      {
        path: 'cm.use',
        label: 'sc:rights.areas.use',
        scopable: true,
        children: [
          {
            path: 'cm.use.lead',
            label: 'cm:entities.lead.title',
            scopable: true,
            children: [action('cm.use.lead', 'view'), action('cm.use.lead', 'edit')],
          },
        ],
      },
      {
        path: 'cm.admin',
        label: 'sc:rights.areas.admin',
        children: [
          {
            path: 'cm.admin.tag',
            label: 'cm:entities.tag.title',
            children: [action('cm.admin.tag', 'view')],
          },
        ],
      },
    ],
  },
];

function serve() {
  return installFakeServer({
    'GET /api/sc/department/all': {
      body: { data: [{ id: 3, name: 'Sales', code: 'SAL', is_active: true }] },
    },
    'GET /api/sc/user/all': {
      body: { data: [{ id: 7, name: 'Alice Chen', account: 'alice', is_active: true }] },
    },
    'GET /api/sc/group/all': { body: { data: [{ id: 5, name: 'Managers', description: null }] } },
    'GET /api/sc/rights/catalogue': { body: { data: CATALOGUE } },
    // The router loads only the route's module: the tree loads the others' titles itself.
    'GET /lang/json-data/cm': { body: { en: enCm } },
    'GET /api/sc/rights/owner/d3': {
      body: { data: { owner: 'd3', name: 'Sales', paths: ['sc.admin.user.actions.view'] } },
    },
    'PUT /api/sc/rights/owner/d3': (request) => ({
      body: {
        data: { owner: 'd3', ...(request.body as { paths: string[]; scopes: Record<string, string> }) },
      },
    }),
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

async function chooseSales() {
  const select = await screen.findByRole('combobox', { name: 'Department' }, { timeout: 10_000 });
  await userEvent.click(select);
  await userEvent.type(select, 'sal');
  await userEvent.click(await screen.findByTitle('Sales'));
}

// A busy machine (two cores, several test runs) makes antd screens slow: generous limits.
describe('/sc/rights-settings', { timeout: 30_000 }, () => {
  it('shows an owner’s rights as a translated tree, ticks a whole branch and saves the full set', async () => {
    const api = serve();
    signInAs(['sc.admin.rights']);
    renderApp('/sc/rights-settings');
    expect(
      await screen.findByRole('heading', { name: 'Rights settings', level: 1 }, { timeout: 10_000 }),
    ).not.toBeNull();
    await chooseSales();
    const tree = await screen.findByRole('list', { name: 'Every right' }, { timeout: 10_000 });
    // Modules start folded: open System settings.
    await userEvent.click(within(tree).getByRole('button', { name: 'System settings' }));
    const view = within(tree).getByRole('checkbox', { name: 'Users: View' }) as HTMLInputElement;
    expect(view.checked).toBe(true);
    expect((within(tree).getByRole('checkbox', { name: 'Users: Edit' }) as HTMLInputElement).checked).toBe(
      false,
    );
    const users = within(tree).getByRole('checkbox', { name: 'Administration: Users' });
    expect(users.getAttribute('aria-checked')).toBe('mixed');
    // The entity's own title labels a descriptor's rights.
    await userEvent.click(within(tree).getByRole('button', { name: 'Customer management' }));
    expect(within(tree).getByRole('checkbox', { name: 'Administration: Tag' })).not.toBeNull();

    await userEvent.click(users);
    expect((within(tree).getByRole('checkbox', { name: 'Users: Edit' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(within(tree).getByRole('checkbox', { name: 'Customer management' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/sc/rights/owner/d3')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/sc/rights/owner/d3')[0]?.body).toEqual({
      paths: ['sc.admin.user', 'cm'],
      scopes: {},
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The rights were saved.');
  });

  it('grants an entity whose rows have owners at a row scope, and keeps the rest of its module whole', async () => {
    const api = serve();
    signInAs(['sc.admin.rights']);
    renderApp('/sc/rights-settings');
    await chooseSales();
    const tree = await screen.findByRole('list', { name: 'Every right' }, { timeout: 10_000 });
    await userEvent.click(within(tree).getByRole('button', { name: 'Customer management' }));
    const scope = within(tree).getByRole('combobox', { name: 'Which rows: User functions: Lead' });
    // Nothing ticked yet: there is no scope to choose.
    expect(scope.closest('.ant-select')?.classList.contains('ant-select-disabled')).toBe(true);
    await userEvent.click(within(tree).getByRole('checkbox', { name: 'Customer management' }));
    await chooseOption('Which rows: User functions: Lead', 'Own department and below', { container: tree });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/sc/rights/owner/d3')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/sc/rights/owner/d3')[0]?.body).toEqual({
      paths: ['sc.admin.user.actions.view', 'cm.use.lead', 'cm.admin'],
      scopes: { 'cm.use.lead': 'subtree' },
    });
  });

  it('shows a user’s effective rights and where each comes from', async () => {
    installFakeServer({
      'GET /api/sc/department/all': { body: { data: [] } },
      'GET /api/sc/group/all': { body: { data: [] } },
      'GET /api/sc/user/all': {
        body: { data: [{ id: 7, name: 'Alice Chen', account: 'alice', is_active: true }] },
      },
      'GET /api/sc/rights/catalogue': { body: { data: CATALOGUE } },
      'GET /api/sc/rights/owner/u7': {
        body: { data: { owner: 'u7', name: 'Alice Chen (alice)', paths: [] } },
      },
      'GET /api/sc/rights/effective/7': {
        body: {
          data: {
            user: { id: 7, name: 'Alice Chen', account: 'alice' },
            owners: [
              { owner: 'u7', name: 'Alice Chen (alice)', kind: 'user', via: [] },
              { owner: 'd3', name: 'Sales', kind: 'department', via: [] },
              {
                owner: 'd1',
                name: 'Head office',
                kind: 'ancestorDepartment',
                via: [{ owner: 'd3', name: 'Sales' }],
              },
              {
                owner: 'g9',
                name: 'Managers',
                kind: 'nestedGroup',
                via: [{ owner: 'g8', name: 'Leads' }],
              },
            ],
            rights: [
              {
                path: 'sc',
                label: 'common:modules.sc',
                children: [
                  {
                    path: 'sc.admin',
                    label: 'sc:rights.areas.admin',
                    children: [
                      {
                        path: 'sc.admin.user',
                        label: 'sc:rights.items.sc.admin.user',
                        children: [
                          { ...action('sc.admin.user', 'view'), sources: [{ owner: 'd1', grant: 'sc' }] },
                          {
                            ...action('sc.admin.user', 'edit'),
                            sources: [{ owner: 'g9', grant: 'sc.admin.user' }],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        },
      },
      'GET /api/sc/user-notification': {
        body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
      },
    });
    signInAs(['sc.admin.rights']);
    renderApp('/sc/rights-settings');
    // antd's button-style radio takes the click on its label.
    const userKind = (await screen.findByRole('radio', { name: 'User' })).closest('label');
    if (!userKind) throw new Error('the User choice has no label');
    await userEvent.click(userKind);
    const select = await screen.findByRole('combobox', { name: 'User' });
    await userEvent.click(select);
    await userEvent.type(select, 'alice');
    await userEvent.click(await screen.findByTitle('Alice Chen (alice)'));
    const panel = await screen.findByTestId('effective-rights');
    const rights = await within(panel).findByRole('list', { name: 'Effective rights list' });
    expect(within(rights).getByText('Users')).not.toBeNull();
    expect(within(rights).getByText('View')).not.toBeNull();
    expect(
      within(rights).getByText('From: Department “Head office” (above their department “Sales”)'),
    ).not.toBeNull();
    expect(within(rights).getByText('From: Group “Managers” (through Leads)')).not.toBeNull();
    expect(within(panel).getByText('Granted to the user directly')).not.toBeNull();
  });

  it('is read-only without the edit right', async () => {
    serve();
    signInAs(['sc.admin.rights.actions.view']);
    renderApp('/sc/rights-settings');
    await chooseSales();
    const tree = await screen.findByRole('list', { name: 'Every right' }, { timeout: 10_000 });
    expect(
      (within(tree).getByRole('checkbox', { name: 'System settings' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('You may view the rights but not change them.')).not.toBeNull();
  });
});
