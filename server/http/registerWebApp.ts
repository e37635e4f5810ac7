import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from './translate';

/**
 * Serves the built SPA from `webDir`: hashed files under /assets are cached for a
 * year (their names change with their content), everything else, index.html
 * above all, must be revalidated so a deploy is seen at once. Unknown paths
 * outside /api fall back to index.html so the web router can take them.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const built = existsSync(indexFile);
  // Read once: index.html is small and only changes with a new build, which needs a restart anyway.
  const indexHtml = built ? readFileSync(indexFile) : Buffer.alloc(0);
  if (built) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler({}, (request, reply) => {
    const apiLike = /^\/(api|lang|apps|app)(\/|$)/.test(request.url) || request.url === '/up';
    if (apiLike || !built || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: translate(request.lang, 'auth:notFound') });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
