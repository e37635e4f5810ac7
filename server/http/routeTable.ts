import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RouteAccess } from './routeAccess';

/** One route as the server registered it: what the permission matrix and hostile-input suites walk. */
export interface RouteEntry {
  method: string;
  /** The path with fastify's parameters, e.g. `/api/cm/lead/:id`. */
  url: string;
  access: RouteAccess | undefined;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled as plugins add them (registerRouteTable). */
    routeTable: RouteEntry[];
  }
}

/**
 * Keeps the server's own route table, so tests enumerate what is really served rather than
 * a hand-kept list (a new descriptor or route is covered without writing a test). Call before
 * any route is added; HEAD routes fastify adds beside GET are left out.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });
}
