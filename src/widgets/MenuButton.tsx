import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import './menuButton.css';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  /** Shown in red: an action that cannot be undone casually (sign out, delete). */
  danger?: boolean;
  /** Draws a separator line above this item. */
  dividerBefore?: boolean;
}

export interface MenuButtonProps {
  items: readonly MenuButtonItem[];
  onSelect: (key: string) => void;
  /** The button's content. */
  children: ReactNode;
  /** Classes of the button itself (the look of the trigger is the caller's). */
  className?: string;
  /** The popup's side: `end` lines its right edge up with the button's (default `start`). */
  align?: 'start' | 'end';
  /** The button's accessible name, when its content does not say it. */
  'aria-label'?: string;
  'data-testid'?: string;
  disabled?: boolean;
  /** Work of an earlier choice is running: the button says so (aria-busy) and does not open. */
  busy?: boolean;
}

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * A button that opens a menu of actions, after the WAI-ARIA menu button pattern, without
 * antd's Dropdown (its menu, trigger and motion code weigh ~20 kB gzip on every screen with
 * a header). The button says `aria-haspopup="menu"` and `aria-expanded`; Enter, Space or
 * Arrow Down open it on the first item, Arrow Up on the last; in the menu the arrows, Home
 * and End move, Enter or a click chooses, Escape (focus back on the button), Tab or a click
 * outside close it.
 * @example <MenuButton items={[{ key: 'csv', label: 'CSV' }]} onSelect={exportAs}>Export</MenuButton>
 */
export function MenuButton({
  items,
  onSelect,
  children,
  className,
  align = 'start',
  disabled,
  busy = false,
  ...aria
}: MenuButtonProps) {
  // Which item gets focus when the menu opens: null while closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = openAt !== null;

  const close = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (openAt === null) return;
    const list = menuItemsOf(menu.current);
    list[(openAt + list.length) % list.length]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openAt, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (busy) return;
    if (event.key === 'ArrowDown') setOpenAt(0);
    else if (event.key === 'ArrowUp') setOpenAt(-1);
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItemsOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(at + 1);
        break;
      case 'ArrowUp':
        moveTo(at - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(-1);
        break;
      case 'Escape':
        // Handled here: a dialog or panel around the menu must not close with it.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // Focus moves on from the button, as the pattern asks.
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const choose = (key: string) => {
    close(true);
    onSelect(key);
  };

  return (
    <div className="atrium-menu-button" ref={root}>
      <button
        {...aria}
        ref={button}
        id={buttonId}
        type="button"
        className={className}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        // Enter and Space give a click: they open on the first item, as the pattern asks.
        onClick={() => {
          if (open) close(false);
          else if (!busy) setOpenAt(0);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={`atrium-menu-button__menu atrium-menu-button__menu--${align}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={[
                'atrium-menu-button__item',
                item.danger ? 'atrium-menu-button__item--danger' : '',
                item.dividerBefore ? 'atrium-menu-button__item--divided' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              onClick={() => choose(item.key)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
