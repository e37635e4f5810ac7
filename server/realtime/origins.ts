/**
 * Whether a browser Origin may connect. Entries are `*`, a full origin
 * (`https://oa.example.com`), a host (`oa.example.com`) or a host pattern (`*.example.com`).
 * A request without Origin is not from a browser page and is let through: any other
 * client can claim whatever Origin it likes, so the header only guards browsers.
 */
export function isOriginAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes('*') || origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  const normalised = origin.toLowerCase().replace(/\/+$/, '');
  return allowed.some((entry) => {
    const pattern = entry.toLowerCase().replace(/\/+$/, '');
    if (pattern.includes('://')) return pattern === normalised;
    if (pattern.startsWith('*.')) return hostname.endsWith(pattern.slice(1));
    return host === pattern || hostname === pattern;
  });
}
