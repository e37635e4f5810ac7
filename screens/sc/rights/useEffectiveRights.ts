import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { getEffectiveRightsVersion, subscribeEffectiveRightsVersion } from './effectiveRightsVersion';
import type { EffectiveRights } from './effectiveRightsTypes';

type Key = readonly [path: string, generation: number];

/**
 * A user's effective rights (GET /api/sc/rights/effective/:userId), always of the current
 * generation (effectiveRightsVersion): after a rights save or a licence change the previous
 * answer is dropped and a fresh one loaded, and nothing is asked while a save is under way.
 * An answer for another user or an older generation never shows (each has its own key).
 * @example const { rights, loading, error } = useEffectiveRights(7)
 */
export function useEffectiveRights(userId: number): {
  rights: EffectiveRights | undefined;
  loading: boolean;
  error: unknown;
} {
  const { generation, saving } = useSyncExternalStore(
    subscribeEffectiveRightsVersion,
    getEffectiveRightsVersion,
    getEffectiveRightsVersion,
  );
  const key: Key | null = saving ? null : [`/api/sc/rights/effective/${userId}`, generation];
  const { data, error, isLoading } = useSWR<{ data: EffectiveRights }, unknown, Key | null>(key, ([path]) =>
    swrFetcher<{ data: EffectiveRights }>(path),
  );
  return { rights: data?.data, loading: saving || isLoading, error };
}
