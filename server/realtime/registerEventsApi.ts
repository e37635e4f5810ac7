import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';
import { isValidChannelName, isValidSocketId } from './channelNames';
import type { PublishRequest, Realtime } from './Realtime';
import { verifyApiSignature } from './verifyApiSignature';

/** Pusher's limits for the events API. */
const MAX_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;
const MAX_EVENT_NAME = 200;

/** One event of a request body as Pusher defines it, checked; throws 400/413 otherwise. */
function eventFrom(request: FastifyRequest, value: unknown): PublishRequest {
  const bad = () => new HttpError(400, translate(request.lang, 'realtime:api.invalidEvent'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad();
  const { name, data, channels, channel, socket_id } = value as Record<string, unknown>;
  const list = channels ?? (channel === undefined ? undefined : [channel]);
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_EVENT_NAME) throw bad();
  if (typeof data !== 'string') throw bad();
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_CHANNELS) throw bad();
  if (!list.every(isValidChannelName)) throw bad();
  if (socket_id !== undefined && !isValidSocketId(socket_id)) throw bad();
  if (Buffer.byteLength(data, 'utf8') > MAX_DATA_BYTES) {
    throw new HttpError(413, translate(request.lang, 'realtime:api.tooLarge'));
  }
  return { channels: list, event: name, data, exceptSocketId: socket_id };
}

/**
 * Pusher's HTTP events API, so other services (and the official `pusher` SDK) can publish:
 * `POST /apps/{app_id}/events` and `/apps/{app_id}/batch_events`, signed with the app
 * secret. The routes are public to the session guard; the signature is their access check.
 */
export function registerEventsApi(app: FastifyInstance, realtime: Realtime): void {
  app.register(async (scope) => {
    // The signature covers the MD5 of the exact body bytes, so the body is kept as received.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    const authenticate = (request: FastifyRequest<{ Params: { appId: string } }>): unknown => {
      if (request.params.appId !== realtime.app.appId) {
        throw new HttpError(404, translate(request.lang, 'realtime:api.unknownApp'));
      }
      const body = typeof request.body === 'string' ? request.body : '';
      const problem = verifyApiSignature(realtime.app, {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
        query: request.query as Record<string, unknown>,
        body,
      });
      if (problem) throw new HttpError(401, translate(request.lang, `realtime:api.${problem}`));
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new HttpError(400, translate(request.lang, 'realtime:api.invalidEvent'));
      }
    };

    scope.post<{ Params: { appId: string } }>(
      '/apps/:appId/events',
      { config: { access: 'public' } },
      async (request) => {
        const event = eventFrom(request, authenticate(request));
        await realtime.publishMany([event]);
        return {};
      },
    );

    scope.post<{ Params: { appId: string } }>(
      '/apps/:appId/batch_events',
      { config: { access: 'public' } },
      async (request) => {
        const body = authenticate(request) as { batch?: unknown } | null;
        const batch = body?.batch;
        if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) {
          throw new HttpError(400, translate(request.lang, 'realtime:api.invalidEvent'));
        }
        await realtime.publishMany(batch.map((item) => eventFrom(request, item)));
        return { batch: batch.map(() => ({})) };
      },
    );
  });
}
