import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../src/platform/i18n/i18n';
import { getSession } from '../../../src/platform/session/sessionStore';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

const DESK_WIDTH = window.innerWidth;

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(async () => {
  setWindowWidth(DESK_WIDTH);
  // One test switches to Japanese; the next ones read English.
  await changeLanguage('en');
});

function server() {
  return installFakeServer({
    'GET /api/sc/user/all': { body: { data: [] } },
    'POST /api/sc/user/logout': { status: 204 },
    'GET /api/sc/company-setup/get-setup': { body: { data: { name: 'Acme Corp' } } },
  });
}

describe('shell at phone width (390 px)', () => {
  it('keeps the menus in a drawer that navigates, closes and gives focus back to its button', async () => {
    server();
    setWindowWidth(390);
    signInAs(['sc.admin.user', 'wf.use.signoff']);
    const { router } = renderApp('/home');
    const menuButton = await screen.findByRole('button', { name: 'Open the menu' });
    // No module list on the page itself: the content comes first.
    expect(screen.queryByRole('navigation', { name: 'Modules' })).toBeNull();

    await userEvent.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const modules = within(drawer).getByRole('navigation', { name: 'Modules' });
    expect(within(modules).getByRole('link', { name: 'Home' })).toBe(document.activeElement);
    await userEvent.click(within(modules).getByRole('link', { name: 'Workflow' }));

    await waitFor(() => expect(router.state.location.pathname.startsWith('/wf')).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes the drawer on Escape and on its cross, focus back on the menu button', async () => {
    server();
    setWindowWidth(390);
    signInAs(['sc.admin.user']);
    renderApp('/home');
    const menuButton = await screen.findByRole('button', { name: 'Open the menu' });
    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('shows the page title cut to its parent, and an avatar-only user menu', async () => {
    server();
    setWindowWidth(390);
    signInAs(['bb.use']);
    renderApp('/bb/use/list');
    await screen.findByRole('heading', { name: 'Bulletin list' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).queryByRole('link', { name: 'Home' })).toBeNull();
    expect(within(breadcrumb).getByRole('link', { name: 'Bulletin board' })).not.toBeNull();
    expect(breadcrumb.textContent).toBe('Bulletin boardBulletin list');
    const userMenu = screen.getByRole('button', { name: 'User menu: Alice Chen alice' });
    expect(userMenu.textContent).toBe('A');
    // The language moved into the user menu.
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('changes the language and signs out from the compact user menu', async () => {
    const api = server();
    setWindowWidth(390);
    signInAs(['sc.admin.user']);
    const { router } = renderApp('/home');
    await userEvent.click(await screen.findByTestId('user-menu'));
    expect(screen.getByRole('menuitem', { name: 'English (current)' })).not.toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: '日本語' }));
    expect(await screen.findByRole('button', { name: 'メニューを開く' })).not.toBeNull();
    expect(window.localStorage.getItem('language')).toBe('jp');

    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'ログアウト' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    expect(api.callsTo('POST', '/api/sc/user/logout')).toHaveLength(1);
  });
});

describe('shell at desk width', () => {
  it('shows the sidebar without a drawer, the landmarks, and a skip link as the first stop', async () => {
    server();
    signInAs(['sc.admin.user']);
    renderApp('/home');
    expect(await screen.findByRole('navigation', { name: 'Modules' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
    expect(screen.getByRole('banner')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).not.toBeNull();

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await userEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
