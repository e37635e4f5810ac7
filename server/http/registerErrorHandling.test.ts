import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFrameworkError, registerErrorHandling } from './registerErrorHandling';

/** Answers to hostile input that fastify itself refuses, found by tests/integration/hostileInput.test.ts. */
describe('registerErrorHandling', () => {
  const app = Fastify({
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { removeAdditional: false, allErrors: true } },
  });
  beforeAll(async () => {
    app.decorateRequest('lang', 'tw');
    registerErrorHandling(app);
    app.get(
      '/thing/:id',
      { schema: { querystring: { type: 'object', additionalProperties: false } } },
      async () => 1,
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const expectProjectShape = (body: Record<string, unknown>) => {
    expect(typeof body.message).toBe('string');
    for (const internal of ['code', 'statusCode', 'error', 'stack'])
      expect(body).not.toHaveProperty(internal);
  };

  it('answers a path that does not decode, or a parameter past maxParamLength, in the project shape and language', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/thing/%E0%A4%A',
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expectProjectShape(bad.json());
    expect(bad.json().message).toBe('The given data was invalid.');
    const long = await app.inject({ method: 'GET', url: `/thing/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expectProjectShape(long.json());
  });

  it('names fields called toString, constructor or __proto__ as fields (they broke the handler: list.push is not a function)', async () => {
    const res = await app.inject({ method: 'GET', url: '/thing/1?toString=1&constructor=2&__proto__=3' });
    expect(res.statusCode).toBe(422);
    expectProjectShape(res.json());
    expect(Object.keys(res.json().errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
  });
});
