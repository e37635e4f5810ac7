import type { FastifyInstance } from 'fastify';

/**
 * Makes every body in `scope` a raw stream, for upload routes: nothing buffers it, and fastify's
 * bodyLimit (which counts buffered bodies) does not apply; the upload's own limit does, while
 * streaming (receiveUpload). Call it inside an `app.register` so other routes keep their parsers.
 */
export function acceptRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}
