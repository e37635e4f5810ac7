import type { FastifyRequest } from 'fastify';

/** The name as the client sent it (X-File-Name, URI-encoded, or `?name=`), without folders or control characters. */
export function uploadFileName(request: FastifyRequest<{ Querystring: { name?: string } }>): string {
  const header = request.headers['x-file-name'];
  let name = typeof header === 'string' ? header : (request.query.name ?? '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not URI-encoded: take it as sent.
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  name = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (name || 'file').slice(0, 255);
}
