import { useMemo } from 'react';
import type { EntityAction, EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useSession } from '../../../platform/session/useSession';
import { entityCan } from './entityCan';

/**
 * The actions a screen asks about. Not imported from the meta-schema module: that
 * would bring its validator library into every list page.
 */
const ACTIONS: readonly EntityAction[] = ['view', 'create', 'edit', 'delete', 'export', 'import'];

export type EntityRights = Readonly<Record<EntityAction, boolean>>;

/** The signed-in user's rights on an entity. @example const can = useEntityRights(d); can.create && … */
export function useEntityRights(descriptor: EntityDescriptor): EntityRights {
  const tree = useSession()?.user.userPermission;
  return useMemo(
    () =>
      Object.fromEntries(ACTIONS.map((a) => [a, entityCan(descriptor, tree, a)])) as Record<
        EntityAction,
        boolean
      >,
    [descriptor, tree],
  );
}
