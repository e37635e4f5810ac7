import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError';
import { translate } from '../http/translate';

/** What a long-running request answers once it is done: its status and body. */
export interface ProgressAnswer<T> {
  status: number;
  result: T;
}

/** Reports how far a phase ("check", "write") is, in rows. */
export type ProgressReporter = (phase: string) => (done: number, total: number) => void;

/**
 * Runs a long request (an import) and answers it. With `Accept: application/x-ndjson`
 * the answer streams `{"progress": {phase, done, total}}` lines while `run` works and
 * ends with `{"status", "result"}` (status 200 on the wire: headers went out first), so
 * a screen can show progress on long files; otherwise it is the plain JSON result.
 *
 * @example return answerWithProgress(request, reply, async (progress) => ({ status: 200, result: await plan(progress('check')) }))
 */
export async function answerWithProgress<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (progress: ProgressReporter) => Promise<ProgressAnswer<T>>,
): Promise<FastifyReply> {
  const streaming = String(request.headers.accept ?? '').includes('application/x-ndjson');
  if (!streaming) {
    const { status, result } = await run(() => () => undefined);
    return reply.status(status).send(result);
  }
  const out = new PassThrough();
  reply.header('Content-Type', 'application/x-ndjson; charset=utf-8').header('Cache-Control', 'no-store');
  void reply.send(out);
  const progress: ProgressReporter = (phase) => (done, total) =>
    out.write(`${JSON.stringify({ progress: { phase, done, total } })}\n`);
  run(progress)
    .then(({ status, result }) => out.end(`${JSON.stringify({ status, result })}\n`))
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'import failed');
      const status = error instanceof HttpError ? error.status : 500;
      const message =
        error instanceof HttpError ? error.message : translate(request.lang, 'auth:serverError');
      out.end(`${JSON.stringify({ status, result: { message } })}\n`);
    });
  return reply;
}
