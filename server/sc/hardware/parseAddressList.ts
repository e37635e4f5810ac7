import { isIPv4, isIPv6 } from 'node:net';

/**
 * Reads a device's address allow-list: IPv4 or IPv6 addresses and CIDR ranges
 * (`192.168.1.0/24`, `2001:db8::/32`), separated by new lines, commas or spaces. Returns
 * them one per line without repeats, or the first entry that is not an address or range.
 *
 * @example parseAddressList('10.0.0.1, 10.1.0.0/16') // { value: '10.0.0.1\n10.1.0.0/16' }
 * @example parseAddressList('10.0.0.300') // { invalid: '10.0.0.300' }
 */
export function parseAddressList(text: string): { value: string } | { invalid: string } {
  const entries = [...new Set(text.split(/[\s,;]+/).filter((e) => e !== ''))];
  for (const entry of entries) if (!isAddressOrRange(entry)) return { invalid: entry };
  return { value: entries.join('\n') };
}

/** One address or CIDR range; prefix lengths within the family's width, written without leading zeros. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const width = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (width === 0) return false;
  if (prefix === undefined) return true;
  return /^(0|[1-9][0-9]{0,2})$/.test(prefix) && Number(prefix) <= width;
}
