import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import './menuButton.css';

export interface PopoverButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button's label. */
  label: ReactNode;
  /** What the panel holds (checkboxes, a small form): rendered only while open. */
  children: ReactNode;
  /** The panel's side: `end` lines its right edge up with the button's (default `end`). */
  align?: 'start' | 'end';
}

/**
 * A button that shows a small panel of controls below it (a disclosure; the content names
 * itself, e.g. a fieldset with its legend), instead of
 * antd's Popover, whose tooltip, trigger and motion code every list screen would carry.
 * The button says `aria-expanded` and controls the panel; opening moves focus into the
 * panel, Escape closes it and puts focus back on the button, a click outside closes it.
 * @example <PopoverButton label="Columns"><fieldset>…</fieldset></PopoverButton>
 */
export function PopoverButton({ label, children, align = 'end', ...buttonProps }: PopoverButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const buttonId = useId();

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) document.getElementById(buttonId)?.focus();
    },
    [buttonId],
  );

  useEffect(() => {
    if (!open) return;
    // The first control inside, or the panel itself.
    const first = panel.current?.querySelector<HTMLElement>('input, button, select, textarea, a[href]');
    (first ?? panel.current)?.focus();
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

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler only catches Escape bubbling up from the controls inside
    <div className="atrium-menu-button" ref={root} onKeyDown={onKeyDown}>
      <Button
        {...buttonProps}
        id={buttonId}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
      </Button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          tabIndex={-1}
          className={`atrium-popover-button__panel atrium-popover-button__panel--${align}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
