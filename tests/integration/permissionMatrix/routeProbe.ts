import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../../server/http/routeTable';

/** A path parameter no row answers to: large enough for no test row, within every id pattern. */
export const MISSING_ID = '999999999';

/** Placeholder values of path parameters the generic `:id` pattern does not fit. */
const PARAMS: Record<string, string> = {
  owner: `u${MISSING_ID}`,
  key: 'nokey',
  module: 'sc',
  entityId: 'sc.bookmark',
};

/**
 * The request the route matrix sends to a route: its parameters filled with ids no row has
 * (so a caller with the right reaches the handler and gets 404 or 422, and nothing is
 * written), and an empty JSON object as the body of a write (refused by its schema).
 */
export function routeProbe(route: RouteEntry, headers: Record<string, string>): InjectOptions {
  const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? MISSING_ID);
  const write = route.method !== 'GET' && route.method !== 'DELETE';
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(write ? { payload: {} } : {}),
  };
}
