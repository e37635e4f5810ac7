import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enCm from '../../../locales/en/cm.json';
import { MODULES, type ModuleId } from '../../../schemas/core/modules';
import { startLicensedModules } from '../../../src/platform/license/startLicensedModules';
import { emitRealtime } from '../../../src/platform/realtime/realtimeBus';
import { getSession } from '../../../src/platform/session/sessionStore';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs, testUser } from '../../../src/testing/sessionFixtures';
import { flattenRoutes } from '../../../schemas/routes/flattenRoutes';
import { testAppRoutes } from '../../../schemas/routes/testInputs';
import { visibleModules } from './visibleModules';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

const GRANTS = ['sc.admin.license', 'wf.use.signoff', 'cm.use.lead', 'cm.admin.leadSource'];

/**
 * A server whose licence switches on `enabled` (changeable, as an administrator's save does)
 * and whose user record holds the grants of the licensed modules only, as the real one does.
 */
function server(enabled: { current: readonly ModuleId[] }) {
  return installFakeServer({
    'GET /api/sc/user/7': () => ({
      body: {
        data: testUser(GRANTS.filter((grant) => enabled.current.some((m) => grant.startsWith(`${m}.`)))),
      },
    }),
    'GET /api/sc/license': () => ({
      body: {
        data: MODULES.map((module) => ({ module, enabled: enabled.current.includes(module) })),
        seats: { allowed: null, used: 3 },
      },
    }),
    'GET /lang/json-data/cm': { body: enCm },
    'GET /api/cm/lead': {
      body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
    },
    'POST /api/sc/user/logout': { status: 204 },
  });
}

/** The module entries of the sidebar, by title (call once the sidebar shows). */
function sidebarModules(): string[] {
  return within(screen.getByTestId('sidebar'))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('data-testid')?.startsWith('sidebar-module-'))
    .map((link) => link.textContent ?? '');
}

describe('menus of modules the licence switches off', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('leaves the module out of the sidebar, even for a user holding its rights', async () => {
    server({ current: ['sc', 'wf'] });
    signInAs(GRANTS);
    renderApp('/home');
    await screen.findByTestId('sidebar');
    await waitFor(() => expect(sidebarModules()).toEqual(['System settings', 'Workflow']));
  });

  it('shows the notice on its pages inside the shell, without its page menu and without ending the session', async () => {
    server({ current: ['sc', 'wf'] });
    signInAs(GRANTS);
    const { router } = renderApp('/cm/use/lead');
    const notice = await screen.findByTestId('not-licensed');
    expect(within(notice).getByRole('heading').textContent).toBe('Module not enabled');
    expect(notice.textContent).toContain(
      "Customer management is not enabled in this installation's licence. Ask your administrator if you need it.",
    );
    expect(screen.getByTestId('sidebar')).not.toBeNull();
    expect(screen.queryByTestId('module-menu')).toBeNull();
    expect(router.state.location.pathname).toBe('/cm/use/lead');
    expect(getSession()).not.toBeNull();
  });

  it('follows a licence change the server broadcasts: the menu goes, and comes back with the rights', async () => {
    const enabled = { current: MODULES as readonly ModuleId[] };
    server(enabled);
    signInAs(GRANTS);
    stop = startLicensedModules();
    renderApp('/home');
    await screen.findByTestId('sidebar');
    await waitFor(() =>
      expect(sidebarModules()).toEqual(['System settings', 'Workflow', 'Customer management']),
    );
    enabled.current = ['sc', 'wf'];
    act(() => emitRealtime('cacheUpdated', { list: 'license', urls: ['/api/sc/license'] }));
    await waitFor(() => expect(sidebarModules()).toEqual(['System settings', 'Workflow']));
    // The user record was read again: its rights now lack the module, as after a token refresh.
    await waitFor(() => expect(getSession()?.user.userPermission).not.toHaveProperty('cm'));
    enabled.current = MODULES;
    act(() => emitRealtime('cacheUpdated', { list: 'license', urls: ['/api/sc/license'] }));
    await waitFor(() =>
      expect(sidebarModules()).toEqual(['System settings', 'Workflow', 'Customer management']),
    );
    expect(getSession()?.user.userPermission).toHaveProperty('cm');
  });
});

describe('visibleModules with the licence', () => {
  const flat = flattenRoutes(testAppRoutes);
  const tree = testUser(GRANTS).userPermission;
  const modules = (licensed?: ReadonlySet<ModuleId> | null) =>
    visibleModules(flat, tree, licensed).map((entry) => entry.module);

  it('keeps only the licensed modules the user may open', () => {
    expect(modules(new Set<ModuleId>(['sc', 'cm', 'fa']))).toEqual(['sc', 'cm']);
    expect(modules(new Set<ModuleId>(['sc']))).toEqual(['sc']);
  });

  it('goes by the rights alone while the licence is not known', () => {
    expect(modules(null)).toEqual(['sc', 'wf', 'cm']);
    expect(modules()).toEqual(['sc', 'wf', 'cm']);
  });
});
