import { describe, expect, it, vi } from 'vitest';
import enCommon from '../../locales/en/common.json';
import twCommon from '../../locales/tw/common.json';
import twGeneral from '../../locales/tw/general.json';
import twNotifications from '../../locales/tw/notifications.json';
import { getUnreadCount } from '../platform/favicon/unreadCountStore';
import { i18n } from '../platform/i18n/i18n';
import { getLanguage } from '../platform/i18n/languageStore';
import { getSession, loadStoredSession } from '../platform/session/sessionStore';
import { isTokenRefreshRunning } from '../platform/session/tokenRefresh';
import { installFakeServer } from '../testing/fakeServer';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { signInAs } from '../testing/sessionFixtures';
import { boot } from './boot';

resetBetweenTests();

function server() {
  return installFakeServer({
    'GET /lang/json-data/common': { body: { tw: twCommon, en: enCommon, cn: {}, jp: {} } },
    'GET /lang/json-data/general': { body: { tw: twGeneral, en: {}, cn: {}, jp: {} } },
    'POST /api/sc/user/refresh': { status: 401, body: { message: 'Unauthenticated.' } },
    'GET /api/sc/security': { body: { autoLogoutEnabled: false, autoLogoutDuration: 1 } },
    'GET /lang/json-data/notifications': { body: { tw: twNotifications, en: {}, cn: {}, jp: {} } },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 2 } },
    },
    // Realtime stays down here: no socket is opened from a unit test.
    'GET /api/broadcasting/config': { status: 503, body: { message: 'Unavailable' } },
  });
}

describe('boot', () => {
  it('loads the common and general messages and tries the refresh cookie once', async () => {
    const api = server();
    const stop = await boot();
    stop();
    expect(i18n.getFixedT('tw')('common:alert.fail')).toBe('失敗！');
    expect(i18n.getFixedT('tw')('general:login.submit')).toBe('登入');
    expect(i18n.getFixedT('tw')('notifications:bell.label')).toBe('通知');
    expect(api.callsTo('GET', '/lang/json-data/common')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/sc/user/refresh')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(isTokenRefreshRunning()).toBe(false);
  });

  it('keeps a stored session, starts its services and uses the user’s language', async () => {
    const api = server();
    signInAs([], { language: 'jp' });
    loadStoredSession();
    const stop = await boot();
    expect(api.callsTo('POST', '/api/sc/user/refresh')).toHaveLength(0);
    expect(getSession()?.user.account).toBe('alice');
    expect(isTokenRefreshRunning()).toBe(true);
    expect(getLanguage()).toBe('jp');
    // Not stored: the browser's own choice stays unset.
    expect(window.localStorage.getItem('language')).toBeNull();
    // The notifications and the realtime connection start for the signed-in user.
    await vi.waitFor(() => expect(getUnreadCount()).toBe(2));
    expect(api.callsTo('GET', '/api/broadcasting/config')).toHaveLength(1);
    stop();
    expect(getUnreadCount()).toBe(0);
  });
});
