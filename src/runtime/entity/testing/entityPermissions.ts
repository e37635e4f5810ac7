import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { PermissionTree } from '../../../../schemas/core/hasPermission';
import { buildPermissionTree, catalogueWithEntities } from '../../../../schemas/core/permissionCatalogue';

const descriptors = Object.values(
  import.meta.glob<EntityDescriptor>('../../../../schemas/*/entities/*.entity.json', {
    eager: true,
    import: 'default',
  }),
);

/** Tests: a permission tree from granted paths, with every entity's rights in the catalogue. */
export function entityPermissionTree(grants: string[]): PermissionTree {
  return buildPermissionTree(grants, catalogueWithEntities(descriptors));
}
