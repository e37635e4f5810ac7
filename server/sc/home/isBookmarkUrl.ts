/**
 * Whether a quick link's target is safe to put in an href: an absolute http(s) URL, or a
 * path inside the app (`/wf/use`). `javascript:`, `data:` and protocol-relative `//host`
 * links are refused, since a link shown to everyone must not run script or leave silently.
 *
 * @example isBookmarkUrl('https://example.com/a') // true
 * @example isBookmarkUrl('//evil.example') // false
 */
export function isBookmarkUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//') && !text.startsWith('/\\');
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
