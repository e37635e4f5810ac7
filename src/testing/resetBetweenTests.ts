import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearAlerts } from '../platform/alerts/alertStore';
import { resetLicensedModules } from '../platform/license/licensedModulesStore';
import { setNavigator } from '../platform/navigation/navigateTo';
import { stopAutoLogout } from '../platform/session/autoLogout';
import { clearSession } from '../platform/session/sessionStore';
import { stopTokenRefresh } from '../platform/session/tokenRefresh';
import { reloadStoredThemePreference } from '../platform/theme/themePreferenceStore';

/**
 * Tests: call once at the top of a test file. Each test starts signed out with empty
 * storage, and ends with the DOM unmounted (vitest runs without globals, so Testing
 * Library cannot register its own cleanup), timers and stubs restored.
 */
export function resetBetweenTests(): void {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    clearSession();
    resetLicensedModules();
    reloadStoredThemePreference();
  });
  afterEach(() => {
    cleanup();
    clearAlerts();
    stopTokenRefresh();
    stopAutoLogout();
    clearSession();
    setNavigator(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
