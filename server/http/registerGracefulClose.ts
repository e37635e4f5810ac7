import type { FastifyInstance } from 'fastify';

/**
 * Makes `app.close()` finish promptly without cutting requests short.
 *
 * On close the server stops accepting and drops connections that are idle at
 * that moment; a connection still serving a request becomes idle only after
 * its answer, and keep-alive would then hold it (and the close) open for the
 * keep-alive timeout. So once closing starts, answers carry `Connection: close`
 * and the socket ends with the response.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
