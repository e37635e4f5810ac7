import { isIP } from 'node:net';

/** An IPv4 address as a 32-bit number. */
function ipv4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** `::ffff:1.2.3.4` (an IPv4 client on an IPv6 socket) as `1.2.3.4`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/**
 * Whether a client address is one of `allowed`: an address (IPv4 or IPv6) or an IPv4 range in
 * CIDR form (`203.0.113.0/24`), one per line or separated by commas (a web clock device's
 * `allowed_addresses`). Malformed entries match nothing.
 * @example addressAllowed('203.0.113.7', '203.0.113.0/24\n198.51.100.2') // true
 */
export function addressAllowed(client: string, allowed: string): boolean {
  const address = plain(client);
  for (const raw of allowed.split(/[\s,]+/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [base = '', bits] = entry.split('/');
    if (bits === undefined) {
      if (isIP(base) !== 0 && plain(base) === address) return true;
      continue;
    }
    const prefix = Number(bits);
    if (isIP(base) !== 4 || isIP(address) !== 4 || !Number.isInteger(prefix) || prefix < 0 || prefix > 32)
      continue;
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    if ((ipv4Number(address) & mask) >>> 0 === (ipv4Number(base) & mask) >>> 0) return true;
  }
  return false;
}
