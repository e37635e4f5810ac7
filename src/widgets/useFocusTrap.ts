import { type RefObject, useEffect, useRef } from 'react';

/** What Tab can reach inside a trap (hidden helpers such as a hidden submit excluded). */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
]
  .map((selector) => `${selector}:not([hidden])`)
  .join(', ');

export interface FocusTrapOptions {
  /** Where the focus goes when the trap starts; default the first focusable inside, else the container. */
  initialFocus?: (container: HTMLElement) => HTMLElement | null | undefined;
  /** Where the focus goes when the trap ends; default what had it before the trap started. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * The keyboard side of a modal layer: while `active`, the focus starts inside `container`,
 * Tab from its last focusable element goes to the first and Shift+Tab from the first (or from
 * the container itself) to the last; when it ends, the focus goes back where it came from.
 * @example useFocusTrap(panelRef, isOpen, { returnFocusTo: () => menuButton.current });
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  // Read when the trap starts and ends: callers pass fresh functions on every render.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (
      optionsRef.current.initialFocus?.(element) ??
      element.querySelector<HTMLElement>(FOCUSABLE) ??
      element
    ).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const focusables = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      const target = optionsRef.current.returnFocusTo?.() ?? previouslyFocused;
      if (target?.isConnected) target.focus();
    };
  }, [active, container]);
}
