import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';
import { pickLanguage, translate } from './translate';
import { toLaravelErrors } from './validationErrors';

const BAD_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * Maps every failure to the Laravel-style answers the client expects:
 * validation 422 `{message, errors}`, our HttpErrors as declared, fastify's own
 * 4xx with a translated message, anything else a 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * Fastify's `frameworkErrors` option: a URL it cannot route (a path that does not decode, a
 * parameter past maxParamLength) is answered like every other 4xx. No onRequest hook ran, so
 * the language is read here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = pickLanguage(request.headers['accept-language']);
  return answerError(error, request, reply);
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang;
  // A handler may have set another type before failing (a static file that vanished).
  reply.type('application/json; charset=utf-8');
  if (error instanceof HttpError) {
    return reply.status(error.status).send({ message: error.message, ...error.body });
  }
  if (error.validation) {
    return reply.status(422).send({
      message: translate(lang, 'validation:failed'),
      errors: toLaravelErrors(error.validation, lang),
    });
  }
  if (error.code && BAD_BODY_CODES.has(error.code)) {
    const text = translate(lang, 'validation:rules.malformedBody');
    return reply.status(422).send({ message: text, errors: { body: [text] } });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send({ message: translate(lang, 'auth:tooLarge') });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key =
      status === 404 ? 'auth:notFound' : status === 429 ? 'auth:tooManyRequests' : 'validation:failed';
    return reply.status(status).send({ message: translate(lang, key) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: translate(lang, 'auth:serverError') });
}
