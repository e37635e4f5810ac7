import { describe, expect, it } from 'vitest';
import { addressAllowed } from './addressAllowed';

describe('addressAllowed', () => {
  it('matches addresses and IPv4 ranges, an IPv4 client on an IPv6 socket included', () => {
    const allowed = '203.0.113.0/24\n198.51.100.2, 2001:db8::1';
    expect(addressAllowed('203.0.113.7', allowed)).toBe(true);
    expect(addressAllowed('::ffff:203.0.113.250', allowed)).toBe(true);
    expect(addressAllowed('198.51.100.2', allowed)).toBe(true);
    expect(addressAllowed('2001:DB8::1', allowed)).toBe(true);
    expect(addressAllowed('203.0.114.1', allowed)).toBe(false);
    expect(addressAllowed('198.51.100.3', allowed)).toBe(false);
    expect(addressAllowed('10.0.0.1', '0.0.0.0/0')).toBe(true);
    expect(addressAllowed('10.0.0.1', 'not-an-address, 10.0.0.0/33, /8')).toBe(false);
  });
});
