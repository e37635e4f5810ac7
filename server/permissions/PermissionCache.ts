import type { Kysely } from 'kysely';
import type { PermissionTree } from '../../schemas/core/hasPermission';
import type { CatalogueItem } from '../../schemas/core/permissionCatalogue';
import type { Database } from '../db/DatabaseSchema';
import { loadUserPermission } from './loadUserPermission';
import { routeCatalogueItems } from './routeCatalogueItems';

/**
 * Per-user permission trees, kept for a short time so the guard does not
 * rebuild them on every request. A rights change calls `clear()`; another
 * instance sees the change within `ttlMs`, well inside the access token's lifetime.
 */
export class PermissionCache {
  private readonly entries = new Map<number, { tree: PermissionTree; expires: number }>();
  constructor(
    private readonly db: Kysely<Database>,
    catalogue: readonly CatalogueItem[],
    private readonly ttlMs = 30_000,
  ) {
    this.catalogue = [...catalogue, ...routeCatalogueItems(catalogue)];
  }

  /**
   * Every right the product has: the catalogue given (PERMISSION_CATALOGUE plus the entity
   * descriptors) plus any right a route guards that it lacks. The rights screen shows this.
   */
  readonly catalogue: readonly CatalogueItem[];

  async get(userId: number): Promise<PermissionTree> {
    const hit = this.entries.get(userId);
    if (hit && hit.expires > Date.now()) return hit.tree;
    const tree = await loadUserPermission(this.db, userId, this.catalogue);
    this.entries.set(userId, { tree, expires: Date.now() + this.ttlMs });
    return tree;
  }

  clear(userId?: number): void {
    if (userId === undefined) this.entries.clear();
    else this.entries.delete(userId);
  }
}
