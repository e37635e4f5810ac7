/**
 * What every route declares about who may call it (checked by the auth guard):
 * - 'public': anyone, signed in or not;
 * - 'authenticated': any signed-in, active user (the handler may check more, e.g. "own record");
 * - { permission }: a signed-in user whose userPermission holds this dotted path.
 * A route without a declaration stops the server at start.
 */
export type RouteAccess = 'public' | 'authenticated' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
