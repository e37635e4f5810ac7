import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { referencedEntities } from '../data/referencedEntities';
import { type DescriptorMap, useEntityDescriptors } from '../useEntityDescriptors';

export interface LinesDescriptors {
  /** The line entity's descriptor; null while loading or when the document has no lines. */
  child: EntityDescriptor | null;
  /** Descriptors of the entities the lines' columns reference (their pick lists). */
  referenced: DescriptorMap;
  error: unknown;
}

/**
 * What a document's lines need to be shown or edited: the child descriptor, then the
 * descriptors its columns point at.
 * @example const { child } = useLinesDescriptors(quotation) // child.id === 'cm.quotationLine'
 */
export function useLinesDescriptors(descriptor: EntityDescriptor): LinesDescriptors {
  const lines = descriptor.lines;
  const own = useEntityDescriptors(lines ? [lines.entity] : []);
  const child = lines ? (own.descriptors?.[lines.entity] ?? null) : null;
  const targets = useEntityDescriptors(child && lines ? referencedEntities(child, lines.columns) : []);
  return {
    child: targets.descriptors ? child : null,
    referenced: targets.descriptors ?? {},
    error: own.error ?? targets.error,
  };
}
