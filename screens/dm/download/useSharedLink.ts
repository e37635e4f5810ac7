import useSWR from 'swr';
import { isApiError } from '../../../src/platform/api/ApiError';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import type { LinkRefusal, SharedLink } from './SharedLink';

/** Reads the `reason` of a refused link, if the error is one. */
function refusalOf(error: unknown): LinkRefusal | null {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 410)) return null;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return reason === 'expired' || reason === 'used_up' ? reason : 'unknown';
}

/**
 * A shared link as the server answers it (with the ticket once its password was typed), or why
 * it gives nothing.
 * @example const { link, refusal } = useSharedLink(token, ticket)
 */
export function useSharedLink(token: string, ticket: string | null) {
  const key = token
    ? `/api/dm/link/${encodeURIComponent(token)}${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`
    : null;
  const { data, error, isLoading } = useSWR<{ data: SharedLink }>(key, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { link: data?.data, refusal: refusalOf(error), error, loading: isLoading };
}
