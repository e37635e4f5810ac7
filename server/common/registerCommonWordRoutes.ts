import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/authGuard';
import type { AppContext } from '../http/AppContext';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';
import { broadcastCacheChanged } from '../realtime/broadcastCacheChanged';
import { CommonWords } from './CommonWords';

const BASE = '/api/common/user-common-word';
const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;
const TEXT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: { type: 'string', maxLength: 1000 } },
} as const;
const ORDER_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } } },
} as const;

/**
 * The signed-in user's own common words (a cached list of spec section 7): `GET` lists them in
 * order, `POST {text}` adds one (201), `PUT /{id} {text}` changes one, `DELETE /{id}` removes one,
 * `PUT /order {ids}` reorders them. Every call is the caller's own list, so any signed-in user
 * may make it; each change is announced on the caller's private channel only (CacheUpdated
 * `userCommonWords`), so their other tabs refetch.
 */
export function registerCommonWordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const words = new CommonWords(ctx.db);
  const config = { access: 'authenticated' as const };
  const announce = (request: FastifyRequest, userId: number) =>
    broadcastCacheChanged(ctx.realtime, 'userCommonWords', { userId }).catch((error: unknown) =>
      request.log.warn({ err: error }, 'could not announce a common words change'),
    );
  const notFound = (request: FastifyRequest) => new HttpError(404, translate(request.lang, 'auth:notFound'));

  app.get(BASE, { config }, async (request) => ({ data: await words.list(requireAuth(request).userId) }));

  app.post<{ Body: { text: string } }>(
    BASE,
    { config, schema: { body: TEXT_BODY } },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const word = await words.add(userId, request.body.text, request.lang);
      await announce(request, userId);
      return reply.status(201).send({ data: word });
    },
  );

  app.put<{ Body: { ids: number[] } }>(
    `${BASE}/order`,
    { config, schema: { body: ORDER_BODY } },
    async (request) => {
      const { userId } = requireAuth(request);
      const data = await words.reorder(userId, request.body.ids, request.lang);
      await announce(request, userId);
      return { data };
    },
  );

  app.put<{ Params: { id: string }; Body: { text: string } }>(
    `${BASE}/:id`,
    { config, schema: { params: ID_PARAMS, body: TEXT_BODY } },
    async (request) => {
      const { userId } = requireAuth(request);
      const word = await words.rename(userId, Number(request.params.id), request.body.text, request.lang);
      if (!word) throw notFound(request);
      await announce(request, userId);
      return { data: word };
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${BASE}/:id`,
    { config, schema: { params: ID_PARAMS } },
    async (request) => {
      const { userId } = requireAuth(request);
      const word = await words.remove(userId, Number(request.params.id));
      if (!word) throw notFound(request);
      await announce(request, userId);
      return { data: word };
    },
  );
}
