import { useEffect } from 'react';

/**
 * Keeps the page behind a modal layer from scrolling while `active`, and gives it back its
 * own overflow setting afterwards.
 * @example useBodyScrollLock(isOpen);
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [active]);
}
