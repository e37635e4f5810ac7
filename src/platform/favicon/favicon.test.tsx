import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { FAVICON_HREF, FAVICON_UNREAD_HREF, setUnreadFavicon } from './setUnreadFavicon';
import { setUnreadCount } from './unreadCountStore';
import { useUnreadCount } from './useUnreadCount';

resetBetweenTests();

function iconHref(): string | null {
  return document.head.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null;
}

function UnreadBadge() {
  const [count] = useUnreadCount();
  return <p>{`${count} unread`}</p>;
}

describe('favicon', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    act(() => setUnreadCount(0));
  });

  it('switches to the red icon while there are unread notifications, and back', () => {
    setUnreadFavicon(true);
    expect(iconHref()).toBe(FAVICON_UNREAD_HREF);
    setUnreadFavicon(false);
    expect(iconHref()).toBe(FAVICON_HREF);
  });

  it('adds an icon link when the page has none', () => {
    document.head.innerHTML = '';
    setUnreadFavicon(true);
    expect(iconHref()).toBe('/favicon-unread.svg');
  });

  it('follows the unread count fed to the store, and re-renders its readers', () => {
    render(<UnreadBadge />);
    act(() => setUnreadCount(3));
    expect(iconHref()).toBe('/favicon-unread.svg');
    expect(screen.getByText('3 unread')).not.toBeNull();
    act(() => setUnreadCount(0));
    expect(iconHref()).toBe('/favicon.svg');
    expect(screen.getByText('0 unread')).not.toBeNull();
  });
});
