import { grantCovers } from '../../../schemas/core/rowScopes';
import type { RouteEntry } from '../../../server/http/routeTable';
import { bearer } from '../../support/startTestServer';
import type { MatrixContext } from './MatrixContext';
import { routeProbe } from './routeProbe';

const EN = { 'accept-language': 'en' };

/** The rights a permission route is compared against: the same item's (`cm.use.lead`), or the module's for a module-wide right. */
function family(permission: string): (other: string) => boolean {
  const parts = permission.split('.');
  const key = parts.slice(0, 3).join('.');
  return (other) =>
    parts.length < 3 ? other.startsWith(`${parts[0]}.`) : other.split('.').slice(0, 3).join('.') === key;
}

/**
 * The route half of the matrix, over the server's own route table:
 * - every route that is not public answers an anonymous caller 401;
 * - every `{permission}` route answers 403 to a user holding no right, and to the probe holding
 *   only another right of the same item (view does not open edit); holding exactly its right,
 *   the probe gets past the guard: never 401 or 403, never a 5xx (the probe's ids answer to no
 *   row and its bodies are empty, so the answer is 404, 422 or a success that writes nothing);
 * - `authenticated` routes check more in their handlers: the entity ones (pick lists, row
 *   actions) per descriptor in checkDescriptor; every one answers the rightless user without a 5xx;
 * - `public` routes are listed and counted.
 */
export async function checkRoutes(m: MatrixContext, routes: readonly RouteEntry[]): Promise<string[]> {
  const { none, probe } = m.users;
  const withPermission = routes.filter(
    (r): r is RouteEntry & { access: { permission: string } } => typeof r.access === 'object',
  );
  const publicRoutes = routes.filter((r) => r.access === 'public');
  const label = (r: RouteEntry) => `${r.method} ${r.url}`;

  for (const route of routes.filter((r) => r.access !== 'public')) {
    m.expectStatus(`${label(route)} anonymous`, await m.send(routeProbe(route, EN)), [401]);
    m.tally('routes × anonymous');
  }
  for (const route of routes.filter((r) => r.access === 'authenticated')) {
    const res = await m.send(routeProbe(route, { ...bearer(none.token), ...EN }));
    if (res.statusCode >= 500)
      m.fail(`${label(route)} as a user with no right: ${res.statusCode} ${res.body}`);
    m.tally('authenticated routes × no right');
  }
  for (const route of withPermission) {
    const res = await m.send(routeProbe(route, { ...bearer(none.token), ...EN }));
    m.expectStatus(`${label(route)} with no right`, res, [403]);
    m.tally('permission routes × no right');
  }

  const permissions = [...new Set(withPermission.map((r) => r.access.permission))].sort();
  for (const permission of permissions) {
    await m.grant({ [permission]: 'all' });
    const headers = { ...bearer(probe.token), ...EN };
    for (const route of withPermission.filter((r) => r.access.permission === permission)) {
      const res = await m.send(routeProbe(route, headers));
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
        m.fail(`${label(route)} holding exactly ${permission}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      m.tally('permission routes × exactly their right');
    }
    const inFamily = family(permission);
    for (const route of withPermission) {
      const other = route.access.permission;
      if (other === permission || !inFamily(other) || grantCovers(permission, other)) continue;
      const res = await m.send(routeProbe(route, headers));
      m.expectStatus(`${label(route)} (needs ${other}) holding only ${permission}`, res, [403]);
      m.tally('permission routes × a sibling right');
    }
  }
  m.tally('public routes (listed)', publicRoutes.length);
  return publicRoutes.map(label);
}
