import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadNotifications } from '../../../src/platform/notifications/notificationsStore';
import { useNotifications } from '../../../src/platform/notifications/useNotifications';
import { useRealtimeStatus } from '../../../src/platform/realtime/useRealtimeStatus';
import { NotificationList } from './NotificationList';
import './notificationBell.css';

/** antd's BellOutlined drawing, inline: the icon package's runtime is not worth one glyph in every route's first load. */
const BELL_PATH =
  'M816 768h-24V428c0-141.1-104.3-257.7-240-277.1V112c0-22.1-17.9-40-40-40s-40 17.9-40 40v38.9c-135.7 19.4-240 136-240 277.1v340h-24c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h216c0 61.8 50.2 112 112 112s112-50.2 112-112h216c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM512 888c-26.5 0-48-21.5-48-48h96c0 26.5-21.5 48-48 48zM304 768V428c0-55.6 21.6-107.8 60.9-147.1S456.4 220 512 220c55.6 0 107.8 21.6 147.1 60.9S720 372.4 720 428v340H304z';

/** The badge shows at most this; the button's name always says the exact count. */
const BADGE_MAX = 99;

/**
 * The header's bell: the unread count as a badge (its accessible name says it too), and a
 * panel with the notification list. Keyboard: Enter/Space opens, Tab moves through the
 * panel, Escape closes it and returns to the bell; a click outside closes it as well.
 * `data-live` says whether notifications arrive live (the realtime channel is subscribed).
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { unreadCount } = useNotifications();
  const live = useRealtimeStatus() === 'live';
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // Fresh on every opening: what was read elsewhere leaves the unread-only list.
    void reloadNotifications();
    panel.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  const label = unreadCount > 0 ? t('bell.labelUnread', { count: unreadCount }) : t('bell.label');
  return (
    // Escape from anywhere inside (the bell or the panel) closes the panel.
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler only catches Escape bubbling up from the controls inside
    <div className="notification-bell" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="notification-bell__button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        data-live={live}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="notification-bell__icon" aria-hidden="true">
          <svg
            viewBox="64 64 896 896"
            aria-hidden="true"
            focusable="false"
            width="1em"
            height="1em"
            fill="currentColor"
          >
            <path d={BELL_PATH} />
          </svg>
        </span>
        {unreadCount > 0 && (
          <span className="notification-bell__badge" aria-hidden="true" data-testid="notification-badge">
            {unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : unreadCount}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={t('panel.title')}
          tabIndex={-1}
          className="notification-bell__panel"
          data-testid="notification-panel"
        >
          <NotificationList onNavigate={() => close(false)} />
        </div>
      )}
    </div>
  );
}
