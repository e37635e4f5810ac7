import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { MODULES } from '../../../schemas/core/modules';
import type { CatalogueItem, PermissionArea } from '../../../schemas/core/permissionCatalogue';
import { scopablePath } from './scopablePath';

/**
 * One node of the rights tree the rights screen shows: a module, an area (`use`, `admin`),
 * an item, or an action. `path` is what is granted when the node is ticked (a node grants
 * everything below it); `label` is a translation key (`module:key`).
 */
export interface RightsNode {
  path: string;
  label: string;
  /** The node may be granted at a row scope narrower than all (scopablePath). */
  scopable?: true;
  children?: RightsNode[];
}

const AREAS: readonly PermissionArea[] = ['use', 'admin'];

/** The translation key of an item: the entity's own title where a descriptor exists. */
function itemLabel(item: CatalogueItem, titles: ReadonlyMap<string, string>): string {
  const path = `${item.module}.${item.area}.${item.name}`;
  return titles.get(path) ?? `sc:rights.items.${item.module}.${item.area}.${item.name}`;
}

/**
 * Every right the product has as a tree of translated nodes, built from the catalogue
 * (PERMISSION_CATALOGUE plus every entity descriptor's rights plus route permissions, as the
 * PermissionCache holds it), so a
 * new descriptor's rights appear without touching this file. Modules follow the product's
 * order, the user side before the admin side, items and actions in catalogue order.
 *
 * @example rightsCatalogueTree(ctx.permissions.catalogue, ctx.resources.descriptors)
 */
export function rightsCatalogueTree(
  catalogue: readonly CatalogueItem[],
  descriptors: readonly Pick<EntityDescriptor, 'id' | 'permission' | 'title' | 'ownership'>[],
): RightsNode[] {
  const scopable = scopablePath(descriptors);
  // Several descriptors may share a permission (a quotation and its lines): the one named
  // after the item (`cm.quotation` for `cm.use.quotation`) gives the title, else the first.
  const titles = new Map<string, string>();
  for (const d of descriptors) {
    const [module, , name] = d.permission.split('.');
    if (!titles.has(d.permission) || d.id === `${module}.${name}`) titles.set(d.permission, d.title);
  }
  const tree: RightsNode[] = [];
  for (const module of MODULES) {
    const areas: RightsNode[] = [];
    for (const area of AREAS) {
      const items = catalogue
        .filter((item) => item.module === module && item.area === area)
        .map((item) => ({
          path: `${module}.${area}.${item.name}`,
          label: itemLabel(item, titles),
          children: item.actions.map((action) => ({
            path: `${module}.${area}.${item.name}.actions.${action}`,
            label: `sc:rights.actions.${action}`,
          })),
        }));
      if (items.length > 0)
        areas.push({ path: `${module}.${area}`, label: `sc:rights.areas.${area}`, children: items });
    }
    if (areas.length > 0) tree.push({ path: module, label: `common:modules.${module}`, children: areas });
  }
  return markScopable(tree, scopable);
}

function markScopable(nodes: RightsNode[], scopable: (path: string) => boolean): RightsNode[] {
  return nodes.map((node) => ({
    ...node,
    ...(scopable(node.path) ? { scopable: true as const } : {}),
    ...(node.children ? { children: markScopable(node.children, scopable) } : {}),
  }));
}

/** Every path of the tree (each node's), for validating what a client sends. */
export function rightsTreePaths(tree: readonly RightsNode[]): Set<string> {
  const paths = new Set<string>();
  const walk = (nodes: readonly RightsNode[]) => {
    for (const node of nodes) {
      paths.add(node.path);
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return paths;
}
