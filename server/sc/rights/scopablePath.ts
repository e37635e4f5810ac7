import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { grantCovers } from '../../../schemas/core/rowScopes';

/**
 * Which rights paths may be granted at a row scope narrower than all: those that reach an entity
 * whose descriptor names `ownership`, from above (`cm`, `cm.use`) or at or below it
 * (`cm.use.lead`, `cm.use.lead.actions.view`). The rights screen offers the scope on the same.
 * @example scopablePath(descriptors)('cm.use.lead') // true when cm.lead has ownership
 */
export function scopablePath(
  descriptors: readonly Pick<EntityDescriptor, 'permission' | 'ownership'>[],
): (path: string) => boolean {
  const owned = descriptors.filter((d) => d.ownership).map((d) => d.permission);
  return (path) => owned.some((entity) => grantCovers(path, entity) || grantCovers(entity, path));
}
