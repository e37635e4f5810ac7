import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/HttpError';
import { localeCatalogue, translate } from '../http/translate';

/**
 * GET /lang/json-data/{module} → {tw, en, cn, jp}: one module's messages in all
 * four languages (spec section 7). Answers carry an ETag so a revisit costs a 304.
 */
export function registerLangRoutes(app: FastifyInstance): void {
  const bodies = new Map<string, { json: string; etag: string }>();
  for (const [name, messages] of localeCatalogue()) {
    const json = JSON.stringify(messages);
    bodies.set(name, { json, etag: `"${createHash('sha1').update(json).digest('hex')}"` });
  }

  app.get<{ Params: { module: string } }>(
    '/lang/json-data/:module',
    { config: { access: 'public' } },
    async (request, reply) => {
      const body = bodies.get(request.params.module);
      if (!body) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      reply.header('ETag', body.etag).header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body.json);
    },
  );
}
