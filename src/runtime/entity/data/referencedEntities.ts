import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { fieldOf } from '../format/fieldLabels';

/**
 * The entities referenced by some of a descriptor's fields (their descriptors give the pick lists).
 * @example referencedEntities(lead, lead.list.filters ?? []) // ['cm.pipelineStage', 'cm.leadSource']
 */
export function referencedEntities(descriptor: EntityDescriptor, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const field = fieldOf(descriptor, name);
    return (field?.type === 'reference' || field?.type === 'references') && field.reference
      ? [field.reference]
      : [];
  });
}
