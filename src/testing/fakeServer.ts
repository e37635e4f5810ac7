import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * Tests: answers fetch() from a table of `METHOD /path` handlers (the query string is
 * ignored for matching) and records every request. An unknown call answers 404.
 *
 * @example const server = installFakeServer({ 'GET /api/sc/security': () => ({ body: {...} }) })
 */
export function installFakeServer(handlers: Record<string, Handler | FakeResponse>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = init.body;
    const request: RecordedRequest = {
      method,
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody,
      credentials: init.credentials,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer: FakeResponse =
      handler === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    const status = answer.status ?? 200;
    const hasBody = answer.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** Requests made to one path (query ignored). */
    callsTo: (method: string, pathname: string) =>
      requests.filter((r) => r.method === method && r.path.split('?')[0] === pathname),
  };
}
