import useSWR from 'swr';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { swrFetcher } from '../../../platform/api/apiClient';
import type { EntityRow } from './EntityRow';

/**
 * One record (`GET {api}/{id}`), cached under its path so writes elsewhere refresh it.
 * @example const { row, error, reload } = useEntityRecord(lead, 7)
 */
export function useEntityRecord(
  descriptor: EntityDescriptor | null,
  id: number | null,
): { row: EntityRow | undefined; error: unknown; reload: () => Promise<unknown> } {
  const { data, error, mutate } = useSWR<{ data: EntityRow }>(
    descriptor && id !== null ? `${descriptor.api}/${id}` : null,
    swrFetcher,
    { revalidateOnFocus: false },
  );
  return { row: data?.data, error, reload: () => mutate() };
}
