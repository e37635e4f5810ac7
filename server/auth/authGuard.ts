import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { hasPermission, type PermissionTree } from '../../schemas/core/hasPermission';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import type { RouteAccess } from '../http/routeAccess';
import { routeModule } from '../http/routeModule';
import { translate } from '../http/translate';

export interface AuthState {
  userId: number;
  sessionId: string;
  userPermission: PermissionTree;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every route that is not public. */
    auth: AuthState | null;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The server's one gate. Every route must declare `config.access` (see
 * routeAccess.ts), or the server refuses to start; each request is then
 * checked here: a bearer token that is valid, of a live session of an active
 * user, the route's module switched on in the licence (see routeModule), and, where
 * declared, the permission path in that user's userPermission.
 */
export function registerAuthGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);

  // Checked once all plugins have added their routes (a plugin scope may set
  // `access` on routes it does not own, as the static file server does).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((r) => r.config?.access === undefined);
    if (undeclared.length > 0) {
      const names = undeclared.map((r) => `${String(r.method)} ${r.url}`).join(', ');
      throw new Error(`routes without config.access: ${names}`);
    }
  });

  // onRequest: before the body is parsed or validated, so an anonymous caller learns nothing
  // from validation errors and cannot make the server parse large bodies.
  app.addHook('onRequest', async (request) => {
    const access: RouteAccess | undefined = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = bearerOf(request);
    const claims = token ? await ctx.accessTokens.verify(token) : null;
    if (!claims || !(await ctx.sessions.isLive(claims.sessionId, claims.userId))) {
      throw new HttpError(401, translate(request.lang, 'auth:session.unauthenticated'));
    }
    const userPermission = await ctx.permissions.get(claims.userId);
    request.auth = { userId: claims.userId, sessionId: claims.sessionId, userPermission };
    // userPermission already lacks a switched-off module; this says why, in words, and also
    // covers the module's routes open to every signed-in user (its pick lists).
    const module = routeModule(request.routeOptions.url ?? request.url, access);
    if (module && !(await ctx.permissions.licensedModules()).has(module)) {
      throw new HttpError(
        403,
        translate(request.lang, 'auth:moduleNotLicensed', {
          module: translate(request.lang, `common:modules.${module}`),
        }),
        { reason: 'module_not_licensed', module },
      );
    }
    if (typeof access === 'object' && !hasPermission(userPermission, access.permission)) {
      throw new HttpError(403, translate(request.lang, 'auth:forbidden'));
    }
  });
}

/** The signed-in user's state inside a handler of a non-public route. */
export function requireAuth(request: FastifyRequest): AuthState {
  if (!request.auth) throw new HttpError(401, translate(request.lang, 'auth:session.unauthenticated'));
  return request.auth;
}
