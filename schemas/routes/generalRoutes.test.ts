import { describe, expect, it } from 'vitest';
import { MODULE_HOME, MODULES } from '../core/modules';
import { generalRoutes } from './generalRoutes';
import { moduleRoutes } from './moduleRoutes';
import type { RouteDescriptor } from './RouteDescriptor';
import { SCREEN_IDS } from './screenIds';

function flatten(routes: RouteDescriptor[]): RouteDescriptor[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const all = flatten(generalRoutes);
const byName = (name: string) => all.find((route) => route.name === name);

describe('general routes', () => {
  it('have the paths and names of spec section 2', () => {
    expect(byName('login')?.path).toBe('/');
    expect(byName('home')?.path).toBe('/home');
    expect(byName('password.reset')?.path).toBe('/reset-password/:token');
    expect(byName('password.reset')?.propsFromParams).toEqual(['token']);
    expect(byName('tokenexpired')?.path).toBe('/tokenexpired');
    expect(byName('forbidden')?.path).toBe('/403');
    expect(byName('not-found')?.path).toBe('*');
  });

  it('are public exactly for sign-in, reset password, token expired, 403, 404 and a shared link', () => {
    const open = all
      .filter((route) => route.access === 'public' || route.access === 'guest')
      .map((r) => r.path);
    // A shared link (/dm/download?token=) is opened by people who have no account.
    expect(open.sort()).toEqual(
      ['*', '/', '/403', '/reset-password/:token', '/tokenexpired', '/dm/download'].sort(),
    );
  });

  it('end the session on reaching /403', () => {
    expect(byName('forbidden')?.endsSession).toBe(true);
  });

  it('have unique names and known screens', () => {
    const names = all.map((route) => route.name).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
    for (const route of all) if (route.screen) expect(SCREEN_IDS).toContain(route.screen);
  });

  it('give each module a root inside the shell, guarded by the module key, going to its home', () => {
    expect(moduleRoutes.map((route) => route.path)).toEqual(MODULES.map((m) => `/${m}`));
    const shell = byName('shell');
    for (const module of MODULES) {
      const root = shell?.children?.find((route) => route.path === `/${module}`);
      expect(root?.permission).toBe(module);
      expect(root?.breadcrumb).toBe(`common:modules.${module}`);
      expect(root?.redirect).toBe(MODULE_HOME[module]);
    }
  });

  it('puts the full-page screens of spec section 2 outside the shell, for signed-in users', () => {
    const outside = generalRoutes.filter((route) => route.name !== 'shell').map((route) => route.path);
    expect(outside).toEqual(
      expect.arrayContaining(['/wf-form', '/wf-form-print', '/dm/print-paper-dispatch', '/dm/pdf']),
    );
    for (const path of ['/wf-form', '/wf-form-print', '/dm/print-paper-dispatch', '/dm/pdf'])
      expect(generalRoutes.find((route) => route.path === path)?.access).toBeUndefined();
  });
});
