import { useEffect, useState } from 'react';
import { api } from '../../../src/platform/api/apiClient';

/** One of the caller's quick links (GET /api/sc/bookmark/mine). */
export interface QuickLink {
  id: number;
  title: string;
  url: string;
  icon: string | null;
}

/** A coming holiday or make-up workday of the default region (GET /api/sc/calendar/upcoming). */
export interface UpcomingDay {
  id: number;
  date: string;
  name: string;
  kind: 'holiday' | 'workday';
}

/** Something the home screen loads: null while loading, `failed` when the call failed. */
export type Loaded<T> = T | null | 'failed';

/**
 * Loads `path` once for the home screen; a failure leaves the panel with a short message
 * rather than an alert, since the home screen is where everyone lands.
 * @example const links = useHomeData<{ data: QuickLink[] }>('/api/sc/bookmark/mine', enabled)
 */
export function useHomeData<T>(path: string, enabled = true): Loaded<T> {
  const [value, setValue] = useState<Loaded<T>>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api
      .get<T>(path)
      .then((answer) => live && setValue(answer))
      .catch(() => live && setValue('failed'));
    return () => {
      live = false;
    };
  }, [path, enabled]);
  return value;
}
