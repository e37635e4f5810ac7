import { useEffect, useState } from 'react';
import type { Size } from './pdfZoom';

/** The inner size (without scroll bars) of an element, followed as it changes; null until measured. */
export function useElementSize(element: HTMLElement | null): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    if (!element) return;
    const measure = () =>
      setSize((current) =>
        current?.width === element.clientWidth && current.height === element.clientHeight
          ? current
          : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
