export const FAVICON_HREF = '/favicon.svg';
/** The red variant, shown while unread notifications exist (spec section 4). */
export const FAVICON_UNREAD_HREF = '/favicon-unread.svg';

/**
 * Points every `<link rel="icon">` at the plain or the red favicon, adding one
 * when the page has none.
 * @example setUnreadFavicon(unreadCount > 0)
 */
export function setUnreadFavicon(hasUnread: boolean): void {
  const href = hasUnread ? FAVICON_UNREAD_HREF : FAVICON_HREF;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
  if (links.length === 0) {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.type = 'image/svg+xml';
    link.href = href;
    document.head.appendChild(link);
    return;
  }
  for (const link of links) {
    // Browsers only notice a changed icon when the attribute itself changes.
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
}
