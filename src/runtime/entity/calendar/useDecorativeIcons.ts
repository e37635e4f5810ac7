import { type RefObject, useEffect } from 'react';

/**
 * Hides FullCalendar's toolbar icons from assistive technology: it draws them as
 * `<span role="img">` with no name inside buttons that already have one (their title), which
 * axe reports as an image without alternative text. FullCalendar redraws its toolbar on view
 * changes, so every icon added later is marked too.
 *
 * @example
 * const board = useRef<HTMLElement>(null);
 * useDecorativeIcons(board);
 */
export function useDecorativeIcons(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mark = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) {
        icon.setAttribute('aria-hidden', 'true');
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
