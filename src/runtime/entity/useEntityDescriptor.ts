import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { useEntityDescriptors } from './useEntityDescriptors';

/**
 * One entity descriptor by id, with its module's messages loaded.
 * @example const { descriptor, error } = useEntityDescriptor('cm.lead')
 */
export function useEntityDescriptor(id: string | undefined): {
  descriptor: EntityDescriptor | null;
  error: unknown;
} {
  const { descriptors, error } = useEntityDescriptors(id ? [id] : []);
  return { descriptor: id ? (descriptors?.[id] ?? null) : null, error };
}
