import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Space kept above a page scrolled to (its margin in pdfViewer.css). */
const PAGE_MARGIN = 12;

/** The first page whose bottom is below `top`: pages are laid out top to bottom. */
function firstBelow(pages: readonly (HTMLElement | null)[], top: number): number {
  let low = 0;
  let high = pages.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    const page = pages[middle];
    if (page && page.offsetTop + page.offsetHeight <= top) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The page being read in a scrolling column of pages (the one showing most of itself; the last
 * one once scrolled to the end), and `goToPage`. When `layout` changes (a zoom or a turn resized
 * every page) the same spot of the same page stays at the top.
 * @example const { current, goToPage } = useCurrentPage(scroller, pages, `${scale}:${rotation}`)
 */
export function useCurrentPage(
  scroller: HTMLElement | null,
  pages: { current: (HTMLElement | null)[] },
  layout: string,
) {
  const [current, setCurrent] = useState(1);
  // The page at the top edge and how far down it the edge is (0..1), to keep across a re-layout.
  const position = useRef({ index: 0, fraction: 0 });

  const measure = useCallback(() => {
    const list = pages.current;
    if (!scroller || list.length === 0) return;
    const top = scroller.scrollTop;
    const bottom = top + scroller.clientHeight;
    const first = firstBelow(list, top);
    const topPage = list[first];
    if (topPage)
      position.current = { index: first, fraction: (top - topPage.offsetTop) / topPage.offsetHeight };
    if (bottom >= scroller.scrollHeight - 1 && top > 0) {
      setCurrent(list.length);
      return;
    }
    let best = first;
    let shown = -1;
    for (let index = first; index < Math.min(list.length, first + 4); index += 1) {
      const page = list[index];
      if (!page) continue;
      const visible = Math.min(bottom, page.offsetTop + page.offsetHeight) - Math.max(top, page.offsetTop);
      if (visible > shown) {
        best = index;
        shown = visible;
      }
    }
    setCurrent(best + 1);
  }, [scroller, pages]);

  useEffect(() => {
    if (!scroller) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    measure();
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [scroller, measure]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the layout changes, which `layout` stands for.
  useLayoutEffect(() => {
    const { index, fraction } = position.current;
    const page = pages.current[index];
    if (!scroller || !page) return;
    // At the top of the first page (or before any was measured) the column stays at its very top.
    scroller.scrollTop = index === 0 && fraction <= 0 ? 0 : page.offsetTop + fraction * page.offsetHeight;
  }, [layout]);

  const goToPage = useCallback(
    (number: number) => {
      const list = pages.current;
      const index = Math.min(Math.max(Math.round(number), 1), list.length) - 1;
      const page = list[index];
      if (!scroller || !page) return;
      scroller.scrollTop = page.offsetTop - PAGE_MARGIN;
      setCurrent(index + 1);
    },
    [scroller, pages],
  );

  return { current, goToPage };
}
