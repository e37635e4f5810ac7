import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRouteTable } from './routeTable';

describe('registerRouteTable', () => {
  it('records every route a plugin adds, with its access and schema, and leaves HEAD out', async () => {
    const app = Fastify();
    registerRouteTable(app);
    await app.register(async (scope) => {
      scope.get(
        '/a/:id',
        { config: { access: 'authenticated' }, schema: { params: { type: 'object' } } },
        async () => 1,
      );
      scope.route({
        method: ['PUT', 'DELETE'],
        url: '/b',
        config: { access: { permission: 'x.y' } },
        handler: async () => 2,
      });
    });
    await app.ready();
    expect(app.routeTable.map((r) => [r.method, r.url, r.access])).toEqual([
      ['GET', '/a/:id', 'authenticated'],
      ['PUT', '/b', { permission: 'x.y' }],
      ['DELETE', '/b', { permission: 'x.y' }],
    ]);
    expect(app.routeTable[0]?.schema?.params).toEqual({ type: 'object' });
    await app.close();
  });
});
