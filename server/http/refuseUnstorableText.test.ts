import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseUnstorableText, unstorableTextPaths } from './refuseUnstorableText';
import { registerErrorHandling } from './registerErrorHandling';

describe('unstorableTextPaths', () => {
  it('names every value and key holding a NUL or a lone surrogate, Laravel style', () => {
    const value = { ok: 'é😀\u202e', name: 'a\u0000b', lines: [{ note: 'x\ud800' }], 'k\udc00': 1 };
    expect(unstorableTextPaths(value, '').sort()).toEqual(['k\udc00', 'lines.0.note', 'name'].sort());
  });

  it('walks a body nested 100,000 levels deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(unstorableTextPaths(deep, '')).toHaveLength(1);
  });
});

describe('refuseUnstorableText', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.decorateRequest('lang', 'en');
    registerErrorHandling(app);
    refuseUnstorableText(app);
    app.post('/echo/:id', async (request) => ({ body: request.body, query: request.query }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 422 per field for a NUL in the body, the query or the path, and a lone surrogate', async () => {
    const body = await app.inject({ method: 'POST', url: '/echo/1', payload: { name: 'a\u0000b' } });
    expect(body.statusCode).toBe(422);
    expect(Object.keys(body.json().errors)).toEqual(['name']);
    const query = await app.inject({ method: 'POST', url: '/echo/1?search=%00', payload: {} });
    expect(Object.keys(query.json().errors)).toEqual(['search']);
    const path = await app.inject({ method: 'POST', url: '/echo/a%00', payload: {} });
    expect(Object.keys(path.json().errors)).toEqual(['id']);
    const surrogate = await app.inject({
      method: 'POST',
      url: '/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__x":"\\ud800"}',
    });
    expect(surrogate.json().errors).toEqual({ __proto__x: [expect.stringContaining('cannot be stored')] });
  });

  it('lets well-formed odd text through as sent: direction marks, zero-width, astral, SQL quotes', async () => {
    const name = "\u202e\u200b😀'; DROP TABLE users; --";
    const res = await app.inject({ method: 'POST', url: '/echo/1', payload: { name } });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.name).toBe(name);
  });
});
