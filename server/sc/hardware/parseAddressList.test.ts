import { describe, expect, it } from 'vitest';
import { parseAddressList } from './parseAddressList';

describe('parseAddressList', () => {
  it('accepts IPv4 and IPv6 addresses and ranges, one per line without repeats', () => {
    expect(parseAddressList('10.0.0.1, 192.168.1.0/24\n2001:db8::/32 10.0.0.1 ::1')).toEqual({
      value: '10.0.0.1\n192.168.1.0/24\n2001:db8::/32\n::1',
    });
    expect(parseAddressList('  ')).toEqual({ value: '' });
  });

  it('names the first entry that is not an address or range', () => {
    for (const bad of [
      '10.0.0.300',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/08',
      '10.0.0.0/',
      'host.example',
      '1.2.3.4/8/8',
    ])
      expect(parseAddressList(`10.0.0.1\n${bad}`)).toEqual({ invalid: bad });
  });
});
