import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModuleId } from '../../../schemas/core/modules';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { SCREEN_IDS } from '../../../schemas/routes/screenIds';
import { getSession } from '../../platform/session/sessionStore';
import { installFakeServer } from '../../testing/fakeServer';
import { initTestI18n } from '../../testing/initTestI18n';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { buildRoutes } from './buildRoutes';
import { licensableModuleOf } from './notLicensedError';
import type { ScreenComponent, ScreenRegistry } from './ScreenRegistry';
import { useRouteDescriptor } from './useRouteDescriptor';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

function Echo() {
  return <p>{`screen ${useRouteDescriptor()?.screen}`}</p>;
}

function Shell() {
  return (
    <div>
      <p>the shell</p>
      <Outlet />
    </div>
  );
}

function Broken(): never {
  throw new Error('the screen broke');
}

function NotLicensed({ module }: { module: ModuleId }) {
  return <p>{`${module} is not licensed`}</p>;
}

function AppError() {
  const error = useRouteError();
  return <p>{`app error: ${error instanceof Error ? error.message : String(error)}`}</p>;
}

function screenOf(id: string): ScreenComponent {
  return id === 'general.shell' ? Shell : id === 'general.notAvailable' ? Broken : Echo;
}

const registry = Object.fromEntries(SCREEN_IDS.map((id) => [id, async () => screenOf(id)])) as ScreenRegistry;

function NoFallback() {
  return null;
}

const ROUTES: RouteDescriptor[] = [
  {
    name: 'shell',
    screen: 'general.shell',
    children: [
      { path: '/home', screen: 'general.home' },
      {
        path: '/cm',
        name: 'cm',
        permission: 'cm',
        children: [
          {
            path: 'use',
            permission: 'cm.use',
            children: [
              { path: 'lead', permission: 'cm.use.lead.actions.view', screen: 'entity.list' },
              { path: 'broken', screen: 'general.notAvailable' },
            ],
          },
        ],
      },
      { path: '/sc/list', permission: 'sc.admin.user', screen: 'sc.list' },
    ],
  },
  // A full-page route of a module, outside the shell.
  { path: '/wf/form/:id', permission: 'wf.use', screen: 'wf.form' },
  { path: '/403', screen: 'general.forbidden', access: 'public', endsSession: true },
];

function renderAt(path: string) {
  const routes = [
    {
      HydrateFallback: NoFallback,
      ErrorBoundary: AppError,
      children: buildRoutes(ROUTES, registry, { notLicensedScreen: NotLicensed }),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function licence(enabled: readonly ModuleId[]) {
  const modules = ['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm'] as const;
  return installFakeServer({
    'GET /api/sc/license': {
      body: {
        data: modules.map((module) => ({ module, enabled: enabled.includes(module) })),
        seats: { allowed: null, used: 3 },
      },
    },
    'POST /api/sc/user/logout': { status: 204 },
  });
}

describe('routes of a module the licence switches off', () => {
  it('show the not-licensed notice inside the shell, keeping the session and the address', async () => {
    const server = licence(['sc', 'wf']);
    signInAs(['cm.use', 'sc.admin.user']);
    const router = renderAt('/cm/use/lead');
    expect(await screen.findByText('cm is not licensed')).not.toBeNull();
    expect(screen.getByText('the shell')).not.toBeNull();
    expect(screen.queryByText('screen entity.list')).toBeNull();
    expect(router.state.location.pathname).toBe('/cm/use/lead');
    expect(getSession()).not.toBeNull();
    // Other modules and the general screens open as before, with the licence read once.
    await router.navigate('/sc/list');
    expect(await screen.findByText('screen sc.list')).not.toBeNull();
    expect(server.callsTo('GET', '/api/sc/license')).toHaveLength(1);
  });

  it('show the notice, not /403, to a user whose rights no longer name the module', async () => {
    // The server leaves a switched-off module out of userPermission.
    licence(['sc', 'wf']);
    signInAs(['sc.admin.user']);
    const router = renderAt('/cm/use/lead');
    expect(await screen.findByText('cm is not licensed')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/cm/use/lead');
    expect(getSession()).not.toBeNull();
  });

  it('show the notice on a full-page route of the module too', async () => {
    licence(['sc', 'cm']);
    signInAs(['wf.use']);
    renderAt('/wf/form/12');
    expect(await screen.findByText('wf is not licensed')).not.toBeNull();
    expect(screen.queryByText('the shell')).toBeNull();
  });
});

describe('routes of a licensed module', () => {
  it('open for a user holding the right, and still send one lacking it to /403', async () => {
    licence(['sc', 'cm']);
    signInAs(['cm.use']);
    const router = renderAt('/cm/use/lead');
    expect(await screen.findByText('screen entity.list')).not.toBeNull();
    await router.navigate('/sc/list');
    expect(await screen.findByText('screen general.forbidden')).not.toBeNull();
    expect(getSession()).toBeNull();
  });

  it('open while the licence cannot be read: the server decides then', async () => {
    installFakeServer({});
    signInAs(['cm.use']);
    renderAt('/cm/use/lead');
    expect(await screen.findByText('screen entity.list')).not.toBeNull();
  });

  it("pass any other error of a module's page on to the app's error screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    licence(['sc', 'cm']);
    signInAs(['cm.use']);
    renderAt('/cm/use/broken');
    expect(await screen.findByText('app error: the screen broke')).not.toBeNull();
    expect(screen.queryByText('the shell')).toBeNull();
  });
});

describe('licensableModuleOf', () => {
  it('names the module of a path, but never system settings', () => {
    expect(licensableModuleOf('/cm/use/lead')).toBe('cm');
    expect(licensableModuleOf('/wf/form/:id')).toBe('wf');
    expect(licensableModuleOf('/sc/license')).toBeNull();
    expect(licensableModuleOf('/home')).toBeNull();
    expect(licensableModuleOf('')).toBeNull();
  });
});
