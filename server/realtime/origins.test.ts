import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origins';

describe('isOriginAllowed', () => {
  const allowed = ['https://oa.example.com', 'intranet.local', '*.example.org'];

  it('allows everything with *, and requests that carry no Origin', () => {
    expect(isOriginAllowed('https://anything.test', ['*'])).toBe(true);
    expect(isOriginAllowed(undefined, allowed)).toBe(true);
  });

  it.each([
    ['https://oa.example.com', true],
    ['https://OA.example.com/', true],
    ['http://oa.example.com', false],
    ['http://intranet.local:8080', true],
    ['https://a.example.org', true],
    ['https://a.b.example.org:444', true],
    ['https://example.org', false],
    ['https://evil-example.org', false],
    ['https://oa.example.com.evil.test', false],
    ['null', false],
  ])('%s → %s', (origin, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected);
  });
});
