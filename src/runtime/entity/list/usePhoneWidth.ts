import { useSyncExternalStore } from 'react';

/** Below tablet width (spec section 9; antd's `md` breakpoint is 768 px). */
export const PHONE_QUERY = '(max-width: 767.98px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True while the window is narrower than a tablet, following it as it changes. A plain media
 * query rather than antd's Grid.useBreakpoint: the list route's first load carries no antd code.
 * @example const phone = usePhoneWidth(); return phone ? <Cards /> : <Grid />;
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
