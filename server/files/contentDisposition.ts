/**
 * A Content-Disposition header that keeps any file name (RFC 6266 with RFC 5987's `filename*`):
 * an ASCII stand-in for old clients, and the exact UTF-8 name (Chinese, Japanese) for the rest.
 *
 * @example contentDisposition('報價單.pdf') // attachment; filename="___.pdf"; filename*=UTF-8''%E5%A0%B1...
 */
export function contentDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
