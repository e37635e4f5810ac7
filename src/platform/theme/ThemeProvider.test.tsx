import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { initTestI18n } from '../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../testing/renderApp';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { THEME_STORAGE_KEY } from './themePreferenceStore';
import { themeConfigOf } from './themeConfigOf';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);
afterEach(() => document.documentElement.removeAttribute('style'));

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('ThemeProvider', () => {
  it('publishes the theme on :root and follows the dark and compact choices of the user menu', async () => {
    installFakeServer({ 'GET /api/sc/user/all': { body: { data: [] } } });
    signInAs();
    renderApp('/home');
    const light = theme.getDesignToken(themeConfigOf({ mode: 'light', density: 'comfortable' }));
    await waitFor(() => expect(rootVar('--ant-color-bg-container')).toBe(light.colorBgContainer));
    expect(rootVar('--ant-color-primary')).toBe(light.colorPrimary);
    expect(rootVar('--ant-control-height')).toBe(`${light.controlHeight}px`);

    await userEvent.click(await screen.findByTestId('user-menu'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dark theme' }));
    const dark = theme.getDesignToken(themeConfigOf({ mode: 'dark', density: 'comfortable' }));
    expect(dark.colorBgContainer).not.toBe(light.colorBgContainer);
    await waitFor(() => expect(rootVar('--ant-color-bg-container')).toBe(dark.colorBgContainer));
    expect(rootVar('--ant-color-text')).toBe(dark.colorText);
    expect(document.documentElement.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Compact layout' }));
    const compact = theme.getDesignToken(themeConfigOf({ mode: 'dark', density: 'compact' }));
    await waitFor(() => expect(rootVar('--ant-control-height')).toBe(`${compact.controlHeight}px`));
    expect(compact.controlHeight).toBeLessThan(light.controlHeight);
    // A display preference of this browser.
    expect(JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toEqual({
      mode: 'dark',
      density: 'compact',
    });
  });
});
