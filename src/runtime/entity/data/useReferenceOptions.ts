import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { swrFetcher } from '../../../platform/api/apiClient';
import type { EntityRow } from './EntityRow';
import { pickRowLabel } from './pickRowLabel';

export interface ReferenceOption {
  value: number;
  label: string;
}

/** Pick lists change rarely; screens share one load for a minute, and writes refresh it (useEntityCacheRefresh). */
const PICK_LIST_MS = 60_000;

/**
 * The rows of an entity as pick-list options (`GET {api}/all`, labelled by its
 * labelField, in its default order), shared by every select that needs them. A caller
 * without the entity's view right gets rows of `{id, label}` only: nothing here needs more.
 * @example const { options } = useReferenceOptions(descriptors['cm.pipelineStage'])
 */
export function useReferenceOptions(target: EntityDescriptor | undefined): {
  options: ReferenceOption[];
  rows: EntityRow[];
  loading: boolean;
  error: unknown;
} {
  const { data, error, isLoading } = useSWR<{ data: EntityRow[] }>(target ? `${target.api}/all` : null, swrFetcher, {
    dedupingInterval: PICK_LIST_MS,
    revalidateOnFocus: false,
  });
  // A label in four languages (i18nText) is shown in the reader's, with its fallbacks.
  const { i18n } = useTranslation();
  const rows = data?.data ?? [];
  const labelField = target?.labelField ?? 'id';
  return {
    rows,
    options: rows.map((row) => ({ value: row.id, label: pickRowLabel({ labelField }, row, i18n.language) })),
    loading: isLoading,
    error,
  };
}
