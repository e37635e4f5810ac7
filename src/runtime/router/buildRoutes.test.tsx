import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteDescriptor } from '../../../schemas/routes/RouteDescriptor';
import { SCREEN_IDS, type ScreenId } from '../../../schemas/routes/screenIds';
import { initTestI18n } from '../../testing/initTestI18n';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { getSession } from '../../platform/session/sessionStore';
import { type BuildRoutesOptions, buildRoutes } from './buildRoutes';
import { expandRedirect } from './expandRedirect';
import type { ScreenComponent, ScreenProps, ScreenRegistry } from './ScreenRegistry';
import { useBreadcrumbs } from './useBreadcrumbs';
import { useRouteDescriptor } from './useRouteDescriptor';
import { useRouteTitle } from './useRouteTitle';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

/** Every test screen shows the id of the screen its route names, and its props. */
function Echo(props: ScreenProps) {
  const descriptor = useRouteDescriptor();
  const extra = Object.entries(props)
    .map(([k, v]) => ` ${k}=${v}`)
    .join('');
  return <p>{`${descriptor?.screen}${extra}`}</p>;
}

function NoFallback() {
  return null;
}

function Crumbs() {
  const crumbs = useBreadcrumbs();
  return <p>{`Crumbs: ${crumbs.map((c) => c.title).join(' > ')}`}</p>;
}

function Detail({ id }: { id?: string }) {
  useRouteTitle(`Batch ${id}`);
  return (
    <>
      <p>{`Detail ${id}`}</p>
      <Crumbs />
    </>
  );
}

const registry = Object.fromEntries(SCREEN_IDS.map((id) => [id, async () => Echo])) as ScreenRegistry;
const registryWith = (overrides: Partial<Record<ScreenId, ScreenComponent>>): ScreenRegistry => ({
  ...registry,
  ...Object.fromEntries(Object.entries(overrides).map(([id, component]) => [id, async () => component])),
});

function renderAt(
  path: string,
  descriptors: RouteDescriptor[],
  screens: ScreenRegistry = registry,
  options: BuildRoutesOptions = {},
) {
  const routes = [{ HydrateFallback: NoFallback, children: buildRoutes(descriptors, screens, options) }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('buildRoutes', () => {
  it('renders the lazily loaded screen of a path', async () => {
    renderAt('/tokenexpired', [{ path: '/tokenexpired', screen: 'general.tokenExpired', access: 'public' }]);
    expect(await screen.findByText('general.tokenExpired')).not.toBeNull();
  });

  it('passes the route parameters named in propsFromParams as props', async () => {
    renderAt('/reset-password/abc123', [
      {
        path: '/reset-password/:token',
        screen: 'general.resetPassword',
        propsFromParams: ['token'],
        access: 'public',
      },
    ]);
    expect(await screen.findByText('general.resetPassword token=abc123')).not.toBeNull();
  });

  it('sends a visitor without a session to the sign-in page, remembering the target', async () => {
    const router = renderAt('/home?tab=2', [
      { path: '/', screen: 'general.login', access: 'guest' },
      { path: '/home', screen: 'general.home' },
    ]);
    expect(await screen.findByText('general.login')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/home?tab=2')}`);
  });

  it('sends a signed-in user from the sign-in page to /home', async () => {
    signInAs();
    renderAt('/', [
      { path: '/', screen: 'general.login', access: 'guest' },
      { path: '/home', screen: 'general.home' },
    ]);
    expect(await screen.findByText('general.home')).not.toBeNull();
  });

  it('lets a user holding the permission in', async () => {
    signInAs(['sc.admin.user']);
    renderAt('/sc/list', [{ path: '/sc/*', permission: 'sc.admin.user', screen: 'general.notAvailable' }]);
    expect(await screen.findByText('general.notAvailable')).not.toBeNull();
  });

  it('sends a user lacking the permission to /403 and ends the session first', async () => {
    signInAs(['cm.use']);
    window.sessionStorage.setItem('draft', 'x');
    const router = renderAt('/sc/list', [
      { path: '/sc/*', permission: 'sc.admin.user', screen: 'general.notAvailable' },
      { path: '/403', screen: 'general.forbidden', access: 'public', endsSession: true },
    ]);
    expect(await screen.findByText('general.forbidden')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/403');
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ends the session when /403 is reached directly', async () => {
    signInAs();
    renderAt('/403', [{ path: '/403', screen: 'general.forbidden', access: 'public', endsSession: true }]);
    expect(await screen.findByText('general.forbidden')).not.toBeNull();
    expect(getSession()).toBeNull();
  });

  it('follows a redirect with a query, filling {now} with the time of navigation', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    signInAs();
    const router = renderAt('/bb/use', [
      { path: '/bb/use', redirect: '/bb/use/list?category=latest&time={now}' },
      { path: '/bb/use/list', screen: 'general.home' },
    ]);
    expect(await screen.findByText('general.home')).not.toBeNull();
    expect(router.state.location.search).toBe('?category=latest&time=1700000000000');
  });

  it('redirects a parent path to a child, while its children still render', async () => {
    signInAs();
    const descriptors: RouteDescriptor[] = [
      {
        path: '/wf/use',
        redirect: '/wf/use/list?key=1&folder=receive&sub=0&name=',
        children: [{ path: 'list', screen: 'general.home' }],
      },
    ];
    const router = renderAt('/wf/use', descriptors);
    expect(await screen.findByText('general.home')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/wf/use/list');
    expect(router.state.location.search).toBe('?key=1&folder=receive&sub=0&name=');
  });

  it('redirects a parent path to the first sub-page the user may open when its target is closed to them', async () => {
    signInAs(['sc.admin.license']);
    const descriptors: RouteDescriptor[] = [
      {
        path: '/sc',
        redirect: '/sc/list',
        permission: 'sc',
        children: [
          { path: 'list', breadcrumb: 'x:list', permission: 'sc.admin.department', screen: 'sc.list' },
          { path: 'license', breadcrumb: 'x:license', permission: 'sc.admin.license', screen: 'sc.group' },
        ],
      },
      { path: '/403', screen: 'general.forbidden', access: 'public', endsSession: true },
    ];
    const router = renderAt('/sc', descriptors);
    expect(await screen.findByText('sc.group')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/sc/license');
    expect(getSession()).not.toBeNull();
  });

  it('builds the breadcrumb from translated keys, skipping hidden levels, with dynamic titles', async () => {
    signInAs();
    const descriptors: RouteDescriptor[] = [
      {
        path: '/as/use',
        breadcrumb: 'common:modules.as',
        children: [
          {
            path: 'batch',
            breadcrumb: 'common:modules.bb',
            hideInBreadcrumb: true,
            children: [
              { path: 'detail/:id', dynamicTitle: true, screen: 'general.home', propsFromParams: ['id'] },
            ],
          },
        ],
      },
    ];
    renderAt('/as/use/batch/detail/12', descriptors, registryWith({ 'general.home': Detail }));
    expect(await screen.findByText('Crumbs: Attendance > Batch 12')).not.toBeNull();
  });
});

describe('buildRoutes, nested module routes', () => {
  const leads: RouteDescriptor[] = [
    {
      path: '/cm/use/lead',
      breadcrumb: 'common:modules.cm',
      children: [
        { index: true, screen: 'entity.board' },
        { path: 'create', breadcrumb: 'common:modules.bb', screen: 'entity.create' },
      ],
    },
  ];

  it("renders an index route's screen at its parent's path, and the sub-pages at theirs", async () => {
    signInAs();
    renderAt('/cm/use/lead', leads);
    expect(await screen.findByText('entity.board')).not.toBeNull();
  });

  it('renders a sub-page of a parent that has an index screen', async () => {
    signInAs();
    renderAt('/cm/use/lead/create', leads);
    expect(await screen.findByText('entity.create')).not.toBeNull();
  });

  it("sends a user lacking a parent level's permission to /403, not to sign in, whatever the levels below", async () => {
    signInAs(['cm.use']);
    const router = renderAt('/fa/use/list', [
      {
        path: '/fa',
        permission: 'fa',
        children: [
          { path: 'use', permission: 'fa.use', children: [{ path: 'list', screen: 'general.home' }] },
        ],
      },
      { path: '/', screen: 'general.login', access: 'guest' },
      { path: '/403', screen: 'general.forbidden', access: 'public', endsSession: true },
    ]);
    expect(await screen.findByText('general.forbidden')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/403');
    expect(getSession()).toBeNull();
  });

  it('loads the namespace of a title before the route shows', async () => {
    signInAs();
    const loaded: string[] = [];
    const loadMessages = async (namespaces: readonly string[]) => {
      loaded.push(...namespaces);
    };
    renderAt(
      '/wf/use/list',
      [{ path: '/wf/use/list', breadcrumb: 'wf:routes.use.list.title', screen: 'general.home' }],
      registry,
      {
        loadMessages,
      },
    );
    expect(await screen.findByText('general.home')).not.toBeNull();
    expect(loaded).toEqual(['wf']);
  });

  it('still shows the route when its messages fail to load', async () => {
    signInAs();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadMessages = () => Promise.reject(new Error('offline'));
    renderAt(
      '/wf/use/list',
      [{ path: '/wf/use/list', breadcrumb: 'wf:routes.use.list.title', screen: 'general.home' }],
      registry,
      {
        loadMessages,
      },
    );
    expect(await screen.findByText('general.home')).not.toBeNull();
  });

  it("shows a dynamic route's key as its title until the screen sets one", async () => {
    signInAs();
    renderAt(
      '/as/report',
      [{ path: '/as/report', breadcrumb: 'common:modules.as', dynamicTitle: true, screen: 'general.home' }],
      registryWith({ 'general.home': Crumbs }),
    );
    expect(await screen.findByText('Crumbs: Attendance')).not.toBeNull();
  });
});

describe('expandRedirect', () => {
  it('replaces every {now} with the given time and leaves other text alone', () => {
    expect(expandRedirect('/a?x={now}&y={now}', 5)).toBe('/a?x=5&y=5');
    expect(expandRedirect('/am/admin/category?type=1', 5)).toBe('/am/admin/category?type=1');
  });
});
