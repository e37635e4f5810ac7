import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ListLayout } from '../../../../schemas/core/listLayoutSchema';
import { api, swrFetcher } from '../../../platform/api/apiClient';

/** Writes wait this long after the last change: one drag or resize sends one request. */
export const LAYOUT_SAVE_DELAY_MS = 600;

export interface ListLayoutControl {
  /** The user's kept layout; null for the descriptor's defaults; undefined while it loads. */
  layout: ListLayout | null | undefined;
  /** Keeps a changed layout (debounced; a failed write only loses the change). */
  save: (layout: ListLayout) => void;
  /** Forgets the kept layout; `generation` then changes so the grid starts from the defaults. */
  reset: () => Promise<void>;
  generation: number;
}

/**
 * The path of a user's layout of one entity list (GET/PUT/DELETE, docs/resource-api.md).
 * @example listLayoutPath('cm.lead') // '/api/me/list-layout/cm.lead'
 */
export function listLayoutPath(entityId: string): string {
  return `/api/me/list-layout/${entityId}`;
}

/**
 * The signed-in user's column layout of an entity list, kept on the server so it follows them to
 * another browser. Read once before the grid is drawn (a failed read gives the defaults, never an
 * error screen); written debounced after the user changes it, and flushed when the list closes.
 * @example
 * const { layout, save, reset } = useListLayout('cm.lead');
 * if (layout === undefined) return null; // the grid waits for it: no flash of the default layout
 */
export function useListLayout(entityId: string): ListLayoutControl {
  const path = listLayoutPath(entityId);
  const { mutate } = useSWRConfig();
  const { data, error } = useSWR<{ data: ListLayout | null }>(path, swrFetcher, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const [generation, setGeneration] = useState(0);
  const pending = useRef<{ path: string; layout: ListLayout } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const write = pending.current;
    pending.current = null;
    if (!write) return;
    api.put(write.path, write.layout, { keepalive: true }).catch(() => {
      // The layout is a comfort: a refused or lost write leaves the list working as it is.
    });
  }, []);

  const save = useCallback(
    (layout: ListLayout) => {
      pending.current = { path, layout };
      // The cache holds the newest layout at once, so returning to the list needs no new read.
      void mutate(path, { data: layout }, { revalidate: false });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, LAYOUT_SAVE_DELAY_MS);
    },
    [path, flush, mutate],
  );

  const reset = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    await mutate(path, { data: null }, { revalidate: false });
    setGeneration((g) => g + 1);
    await api.delete(path).catch(() => undefined);
  }, [mutate, path]);

  // Leaving the list sends a change still waiting (each write carries its own path).
  useEffect(() => flush, [flush]);

  return { layout: error ? null : data ? data.data : undefined, save, reset, generation };
}
