import { useEffect, useState } from 'react';

/**
 * Whether a box's content is wider than the box, kept up to date as the box or what it holds
 * changes size (ResizeObserver; its tables are observed too, being what usually grows). Set
 * the returned callback as the box's ref. A scroll box takes the keyboard (tabIndex 0, so the
 * arrow keys scroll it: axe's scrollable-region-focusable) only while it scrolls, and is no
 * extra tab stop otherwise.
 * @example const [boxRef, overflows] = useOverflowsX(); <div ref={boxRef} tabIndex={overflows ? 0 : undefined}>
 */
export function useOverflowsX(): [(box: HTMLElement | null) => void, boolean] {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    if (!box) return;
    const check = () => setOverflows(box.scrollWidth > box.clientWidth);
    const sizes = new ResizeObserver(check);
    const observeContent = () => {
      sizes.observe(box);
      for (const table of box.querySelectorAll('table')) sizes.observe(table);
    };
    // New rows or columns may bring a new table element, or widen the one there.
    const content = new MutationObserver(() => {
      observeContent();
      check();
    });
    content.observe(box, { childList: true, subtree: true });
    observeContent();
    check();
    return () => {
      sizes.disconnect();
      content.disconnect();
    };
  }, [box]);

  return [setBox, overflows];
}
