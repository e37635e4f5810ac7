import type { EntityAction, EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { hasPermission } from '../../../../schemas/core/hasPermission';

/**
 * Whether a user may do an action on an entity: the entity offers it and the user
 * holds `{permission}.actions.{action}`. Only hides what the server would refuse.
 * @example entityCan(lead, session.user.userPermission, 'create')
 */
export function entityCan(descriptor: EntityDescriptor, tree: unknown, action: EntityAction): boolean {
  return descriptor.actions.includes(action) && hasPermission(tree, `${descriptor.permission}.actions.${action}`);
}
