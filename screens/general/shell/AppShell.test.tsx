import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '../../../src/platform/session/sessionStore';
import { type FakeResponse, installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';
import { flattenRoutes } from '../../../schemas/routes/flattenRoutes';
import { testAppRoutes } from '../../../schemas/routes/testInputs';
import { entityPermissionTree } from '../../../src/runtime/entity/testing/entityPermissions';
import { visibleModules } from './visibleModules';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

const USERS = [
  { id: 1, name: 'Alice Chen', account: 'alice' },
  { id: 2, name: 'Bob Lin', account: 'bob' },
  { id: 3, name: 'Carol Wu', account: 'carol' },
];

function server(changePassword: FakeResponse = { status: 204 }) {
  return installFakeServer({
    'GET /api/sc/user/all': { body: { data: USERS } },
    'POST /api/sc/user/change-password': changePassword,
    'POST /api/sc/user/logout': { status: 204 },
    'GET /api/sc/company-setup/get-setup': { body: { data: { name: 'Acme Corp' } } },
  });
}

async function openUserMenu() {
  await userEvent.click(await screen.findByTestId('user-menu'));
}

describe('shell and home', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    server();
    const { router } = renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Sign in' })).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lists only the modules where the user may open a page, by translated title', async () => {
    server();
    // cm.admin.settings is a right of Customer management that no page of it asks for.
    signInAs(['sc.admin.user', 'wf.use.signoff', 'cm.admin.settings']);
    renderApp('/home');
    const sidebar = await screen.findByRole('navigation', { name: 'Modules' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'System settings', 'Workflow']);
    expect(within(sidebar).getByRole('link', { name: 'Workflow' }).getAttribute('href')).toBe('/wf');
    // /sc goes on to the organisation list, which needs a department right: straight to a user page.
    expect(within(sidebar).getByRole('link', { name: 'System settings' }).getAttribute('href')).toBe(
      '/sc/adduser',
    );
  });

  it('gives a user who may only view calendars a System settings menu of the calendar pages', async () => {
    server();
    signInAs([], {
      userPermission: entityPermissionTree([
        'sc.admin.calendarRegion.actions.view',
        'sc.admin.calendarEvent.actions.view',
      ]),
    });
    const { router } = renderApp('/home');
    const sidebar = await screen.findByRole('navigation', { name: 'Modules' });
    const entry = within(sidebar).getByRole('link', { name: 'System settings' });
    expect(entry.getAttribute('href')).toBe('/sc/calendar-region');
    await userEvent.click(entry);
    const menu = await screen.findByTestId('module-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/sc/calendar-region', '/sc/calendar-event', '/sc/calendar-year']);
    expect(router.state.location.pathname).toBe('/sc/calendar-region');
    // Reaching /sc itself (the breadcrumb's link) goes to their page, not to /sc/list and /403.
    await act(() => router.navigate('/sc'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sc/calendar-region'));
    expect(getSession()).not.toBeNull();
  });

  it('shows the user profile, a breadcrumb, the language switcher and a welcome', async () => {
    server();
    signInAs();
    renderApp('/home');
    const menu = await screen.findByTestId('user-menu');
    expect(menu.textContent).toContain('Alice Chen');
    expect(menu.textContent).toContain('alice');
    expect(screen.getByRole('heading', { name: 'Welcome, Alice Chen' })).not.toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb.textContent).toBe('Home');
    expect(screen.getByRole('combobox', { name: 'Language' })).not.toBeNull();
  });

  it('offers a searchable share-member selector fed by the cached user list', async () => {
    const api = server();
    signInAs();
    renderApp('/home');
    const select = await screen.findByRole('combobox', { name: 'Share with' });
    await userEvent.click(select);
    await userEvent.type(select, 'lin');
    // The accessible listbox lists what matches; the visible list is what a user clicks.
    expect(await screen.findByRole('option', { name: 'Bob Lin (bob)' })).not.toBeNull();
    expect(screen.queryByRole('option', { name: 'Carol Wu (carol)' })).toBeNull();
    await userEvent.click(screen.getByTitle('Bob Lin (bob)'));
    const field = select.closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(within(field).getByText('Bob Lin (bob)')).not.toBeNull());
    expect(api.callsTo('GET', '/api/sc/user/all')).toHaveLength(1);
  });

  it('offers a date-range picker', async () => {
    server();
    signInAs();
    renderApp('/home');
    expect(await screen.findByRole('group', { name: 'Period' })).not.toBeNull();
    expect(screen.getByPlaceholderText('Start date')).not.toBeNull();
    expect(screen.getByPlaceholderText('End date')).not.toBeNull();
  });

  it('follows a language switch everywhere, the antd pickers included, without losing the page', async () => {
    server();
    signInAs(['sc.admin']);
    renderApp('/home');
    const menu = await screen.findByTestId('user-menu');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'jp');
    await userEvent.click(await screen.findByPlaceholderText('開始日'));
    // antd's own calendar texts come from its ja_JP locale.
    expect((await screen.findAllByText('月')).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    expect(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'システム設定' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'ようこそ、Alice Chen さん' })).not.toBeNull();
    // The same element: switching language re-renders, it does not remount the shell.
    expect(screen.getByTestId('user-menu')).toBe(menu);
    expect(window.localStorage.getItem('language')).toBe('jp');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '言語' }), 'en');
  });

  it('shows a screen that is not built yet, with its own title and breadcrumb', async () => {
    server();
    signInAs(['bb.use']);
    const { router } = renderApp('/bb/use/list');
    expect(await screen.findByRole('heading', { name: 'Bulletin list' })).not.toBeNull();
    expect(router.state.location.pathname).toBe('/bb/use/list');
    expect(screen.getByText('This screen is not built yet. It will come in a later version.')).not.toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).not.toBeNull();
    expect(within(breadcrumb).getByRole('link', { name: 'Bulletin board' })).not.toBeNull();
    expect(breadcrumb.textContent).toContain('Bulletin list');
  });

  it('ends the session and shows 403 for a module the user may not open', async () => {
    server();
    signInAs(['dm.use.file']);
    const { router } = renderApp('/fa/use');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).not.toBeNull();
    expect(router.state.location.pathname).toBe('/403');
    expect(getSession()).toBeNull();
  });

  it('signs out from the user menu', async () => {
    const api = server();
    signInAs();
    const { router } = renderApp('/home');
    await openUserMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toBeNull();
    expect(api.callsTo('POST', '/api/sc/user/logout')).toHaveLength(1);
  });

  it('forgets cached lists on sign-out, so the next user gets fresh ones', async () => {
    const api = server();
    signInAs();
    const { router } = renderApp('/home');
    await screen.findByRole('combobox', { name: 'Share with' });
    await waitFor(() => expect(api.callsTo('GET', '/api/sc/user/all')).toHaveLength(1));
    await openUserMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Sign in' });
    signInAs([], { name: 'Bob Lin', account: 'bob' });
    await router.navigate('/home');
    await screen.findByRole('heading', { name: 'Welcome, Bob Lin' });
    await waitFor(() => expect(api.callsTo('GET', '/api/sc/user/all')).toHaveLength(2));
  });

  it('changes the password from the user menu', async () => {
    const api = server();
    signInAs();
    renderApp('/home');
    await openUserMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'old-pass');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'new-pass-123');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'new-pass-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your password has been changed.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/api/sc/user/change-password')[0]?.body).toEqual({
      current_password: 'old-pass',
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    });
  });

  it('shows required, mismatch and server 422 errors under each password field', async () => {
    server({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          current_password: ['The current password is incorrect.'],
          password: ['At least 8 characters.'],
        },
      },
    });
    signInAs();
    renderApp('/home');
    await openUserMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please check the required fields.');

    await userEvent.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'short');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The two passwords do not match.')).not.toBeNull();

    await userEvent.clear(within(dialog).getByLabelText('Confirm new password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The current password is incorrect.')).not.toBeNull();
    expect(within(dialog).getByText('At least 8 characters.')).not.toBeNull();
    expect(within(dialog).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('visibleModules', () => {
  const flat = flattenRoutes(testAppRoutes);

  it('shows a module where the user may open a page of its user side or its admin side', () => {
    expect(
      visibleModules(flat, { sc: { admin: [{ name: 'user', actions: ['view'] }] }, wf: { use: [] } }),
    ).toEqual([
      { module: 'sc', to: '/sc/user-departments' },
      { module: 'wf', to: '/wf' },
    ]);
    // Only the admin side: the entry goes there rather than to the user side /bb redirects to.
    // (/bb/admin opens the category tree, whose route asks its entity's view right.)
    expect(visibleModules(flat, { bb: { admin: [{ name: 'category', actions: ['view'] }] } })).toEqual([
      { module: 'bb', to: '/bb/admin' },
    ]);
    // Without that right the entry skips to the first admin page the user may open.
    expect(visibleModules(flat, { bb: { admin: [] } })).toEqual([
      { module: 'bb', to: '/bb/admin/category-level' },
    ]);
  });

  it('never shows a module for a right that opens none of its pages, or for nothing', () => {
    // The area alone, or a right no page asks for: every page would end at /403.
    expect(visibleModules(flat, { sc: { admin: [] } })).toEqual([]);
    expect(visibleModules(flat, { sc: { admin: [{ name: 'outbox', actions: ['view'] }] } })).toEqual([]);
    expect(visibleModules(flat, { fa: { report: [] } })).toEqual([]);
    expect(visibleModules(flat, undefined)).toEqual([]);
  });
});
