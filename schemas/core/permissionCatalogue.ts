import type { ModuleId } from './modules';
import type { PermissionTree } from './hasPermission';

/**
 * Every right the product has, as `module.area.item.actions.action` paths.
 * Rights are granted on these paths (or on a prefix of one, meaning everything
 * below it); `userPermission` is the merge of a user's granted paths.
 *
 * Later issues generate the entity items from the descriptors; the items here
 * are the areas each module's routes check today.
 */
export type PermissionArea = 'use' | 'admin';
export interface CatalogueItem {
  module: ModuleId;
  area: PermissionArea;
  name: string;
  actions: readonly string[];
}

const CRUD = ['view', 'create', 'edit', 'delete', 'export', 'import'] as const;
const VIEW = ['view'] as const;

export const PERMISSION_CATALOGUE: readonly CatalogueItem[] = [
  { module: 'sc', area: 'admin', name: 'user', actions: CRUD },
  { module: 'sc', area: 'admin', name: 'department', actions: CRUD },
  { module: 'sc', area: 'admin', name: 'group', actions: CRUD },
  { module: 'sc', area: 'admin', name: 'jobPosition', actions: CRUD },
  { module: 'sc', area: 'admin', name: 'rights', actions: ['view', 'edit'] },
  { module: 'sc', area: 'admin', name: 'security', actions: ['view', 'edit'] },
  { module: 'sc', area: 'admin', name: 'company', actions: ['view', 'edit'] },
  { module: 'sc', area: 'admin', name: 'notify', actions: ['view', 'edit', 'send'] },
  { module: 'sc', area: 'admin', name: 'outbox', actions: VIEW },
  { module: 'sc', area: 'admin', name: 'license', actions: ['view', 'edit'] },
  { module: 'sc', area: 'admin', name: 'map', actions: ['view', 'edit'] },
  { module: 'sc', area: 'admin', name: 'home', actions: ['view', 'edit'] },
  { module: 'wf', area: 'use', name: 'signoff', actions: ['view', 'create'] },
  { module: 'wf', area: 'admin', name: 'form', actions: CRUD },
  // view: see every application and the running list; edit: reroute, end, hand over (server/wf).
  { module: 'wf', area: 'admin', name: 'allRunning', actions: ['view', 'edit'] },
  { module: 'dm', area: 'use', name: 'file', actions: ['view', 'create', 'edit', 'delete'] },
  { module: 'dm', area: 'admin', name: 'global', actions: ['view', 'edit'] },
  { module: 'as', area: 'use', name: 'clocking', actions: ['view', 'create'] },
  { module: 'as', area: 'admin', name: 'shiftManagement', actions: CRUD },
  { module: 'as', area: 'admin', name: 'leave', actions: CRUD },
  { module: 'bb', area: 'use', name: 'bulletin', actions: ['view', 'create'] },
  { module: 'bb', area: 'admin', name: 'category', actions: CRUD },
  { module: 'vs', area: 'use', name: 'event', actions: ['view'] },
  { module: 'vs', area: 'admin', name: 'event', actions: CRUD },
  { module: 'fa', area: 'use', name: 'voucher', actions: CRUD },
  { module: 'fa', area: 'admin', name: 'account', actions: CRUD },
  { module: 'am', area: 'use', name: 'appointment', actions: ['view', 'create'] },
  { module: 'am', area: 'admin', name: 'resource', actions: CRUD },
  { module: 'cm', area: 'use', name: 'lead', actions: CRUD },
  { module: 'cm', area: 'admin', name: 'settings', actions: CRUD },
];

/** What `catalogueWithEntities` reads of an entity: its rights, and its row actions' own ones. */
export interface EntityRightsSource {
  permission: string;
  actions: readonly string[];
  list?: { rowActions?: ReadonlyArray<{ right?: string }> };
}

/**
 * An entity's rights: its actions, then the rights of its own that its row actions name
 * (a period's `close` and `reopen`, granted apart from `edit`).
 * @example entityRights(period) // ['view', 'create', 'edit', 'delete', 'export', 'close', 'reopen']
 */
export function entityRights(entity: EntityRightsSource): string[] {
  const own = (entity.list?.rowActions ?? []).map((a) => a.right ?? 'edit');
  // CRUD are the entity actions: a row action needing one of those adds nothing of its own.
  const extra = own.filter((right) => !(CRUD as readonly string[]).includes(right));
  return [...new Set([...entity.actions, ...extra])];
}

/**
 * The catalogue with every entity's rights added: an entity with permission
 * base `cm.admin.tag` and actions [view, edit] contributes `cm.admin.tag.actions.view`
 * and `.edit` (and the own rights of its row actions, entityRights). So a new descriptor's
 * rights exist without touching this file.
 */
export function catalogueWithEntities(
  entities: ReadonlyArray<EntityRightsSource>,
  base: readonly CatalogueItem[] = PERMISSION_CATALOGUE,
): CatalogueItem[] {
  const items = new Map(base.map((item) => [`${item.module}.${item.area}.${item.name}`, { ...item }]));
  for (const entity of entities) {
    const [module, area, name] = entity.permission.split('.') as [ModuleId, PermissionArea, string];
    const existing = items.get(entity.permission);
    const actions = [...new Set([...(existing?.actions ?? []), ...entityRights(entity)])];
    items.set(entity.permission, { module, area, name, actions });
  }
  return [...items.values()];
}

/** Full five-level paths of every catalogue right. */
export function cataloguePaths(catalogue: readonly CatalogueItem[] = PERMISSION_CATALOGUE): string[] {
  return catalogue.flatMap((item) =>
    item.actions.map((action) => `${item.module}.${item.area}.${item.name}.actions.${action}`),
  );
}

/**
 * Builds the permission tree from granted paths. A grant may be a prefix of
 * catalogue paths (`sc`, `sc.admin`, `sc.admin.user`...): it grants every
 * catalogue path below it. Grants that name nothing in the catalogue are ignored.
 */
export function buildPermissionTree(
  grants: Iterable<string>,
  catalogue: readonly CatalogueItem[] = PERMISSION_CATALOGUE,
): PermissionTree {
  const granted = [...grants];
  const tree: PermissionTree = {};
  for (const path of cataloguePaths(catalogue)) {
    if (!granted.some((g) => g.length > 0 && (path === g || path.startsWith(`${g}.`)))) continue;
    const [module, area, name, , action] = path.split('.') as [string, string, string, string, string];
    const moduleNode = tree[module] ?? {};
    tree[module] = moduleNode;
    const items = moduleNode[area] ?? [];
    moduleNode[area] = items;
    let item = items.find((i) => i.name === name);
    if (!item) {
      item = { name, actions: [] as string[] };
      items.push(item);
    }
    (item.actions as string[]).push(action);
  }
  return tree;
}
