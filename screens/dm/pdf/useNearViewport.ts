import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is within `margin` of its scrolling `root`'s visible part (an
 * IntersectionObserver rootMargin, e.g. '100% 0px': one screen above and below), so only the
 * pages near the reader are drawn and the rest stay empty boxes.
 * @example const near = useNearViewport(pageRef, scroller, '100% 0px')
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  root: Element | null,
  margin: string,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setNear(last.isIntersecting);
      },
      { root, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, root, margin]);
  return near;
}
