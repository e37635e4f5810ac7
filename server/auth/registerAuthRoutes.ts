import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { registerPasswordRoutes } from './registerPasswordRoutes';
import { registerSessionRoutes } from './registerSessionRoutes';

/** Every sign-in related endpoint: sessions, passwords, captcha. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSessionRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  app.get('/api/captcha', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ctx.captchas.issue();
  });
}
