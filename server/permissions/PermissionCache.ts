import type { Kysely } from 'kysely';
import type { PermissionTree } from '../../schemas/core/hasPermission';
import type { ModuleId } from '../../schemas/core/modules';
import type { CatalogueItem } from '../../schemas/core/permissionCatalogue';
import type { Database } from '../db/DatabaseSchema';
import { readLicensedModules } from '../sc/license/licenseSettings';
import { loadRowScopeContext, type RowScopeContext } from './loadRowScopeContext';
import { loadUserPermission } from './loadUserPermission';
import { routeCatalogueItems } from './routeCatalogueItems';
import { withoutUnlicensedModules } from './withoutUnlicensedModules';

/**
 * Per-user permission trees, kept for a short time so the guard does not
 * rebuild them on every request, and cut to the modules the licence switches on.
 * A rights change calls `clear(userId)` or `clear()`, a licence change `clear()`; other
 * instances are told through `shareClearsWith` (a realtime signal over Redis), and `ttlMs`
 * bounds how stale an entry can be should that message be lost.
 */
export class PermissionCache {
  // Trees as granted; the licence is applied at each `get`, so a licence change never waits
  // for a user's entry to expire.
  private readonly entries = new Map<number, { tree: PermissionTree; expires: number }>();
  // Row scopes (grants with their scope, the user's departments), kept and cleared alike.
  private readonly scopeEntries = new Map<number, { context: RowScopeContext; expires: number }>();
  private licence: { modules: ReadonlySet<ModuleId>; expires: number } | null = null;
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

  /** The user's `userPermission`: their granted rights without the modules the licence switches off. */
  async get(userId: number): Promise<PermissionTree> {
    const [granted, licensed] = await Promise.all([this.granted(userId), this.licensedModules()]);
    return withoutUnlicensedModules(granted, licensed);
  }

  /** The modules the licence switches on (system settings always is). */
  async licensedModules(): Promise<ReadonlySet<ModuleId>> {
    if (this.licence && this.licence.expires > Date.now()) return this.licence.modules;
    const modules = await readLicensedModules(this.db);
    this.licence = { modules, expires: Date.now() + this.ttlMs };
    return modules;
  }

  /** What the user's row scopes are worked out from (server/resources/rowScope). */
  async rowScopes(userId: number): Promise<RowScopeContext> {
    const hit = this.scopeEntries.get(userId);
    if (hit && hit.expires > Date.now()) return hit.context;
    const context = await loadRowScopeContext(this.db, userId);
    this.scopeEntries.set(userId, { context, expires: Date.now() + this.ttlMs });
    return context;
  }

  private async granted(userId: number): Promise<PermissionTree> {
    const hit = this.entries.get(userId);
    if (hit && hit.expires > Date.now()) return hit.tree;
    const tree = await loadUserPermission(this.db, userId, this.catalogue);
    this.entries.set(userId, { tree, expires: Date.now() + this.ttlMs });
    return tree;
  }

  /**
   * Forgets one user's tree, or every tree and the licence, here at once and on every other
   * instance through `shareClearsWith` (so a change never waits for their entries to expire).
   */
  clear(userId?: number): void {
    this.forget(userId);
    this.tellOthers?.(userId);
  }

  /** What another instance's `clear` does here: forget, without telling anyone. */
  forget(userId?: number): void {
    if (userId === undefined) {
      this.entries.clear();
      this.scopeEntries.clear();
      this.licence = null;
    } else {
      this.entries.delete(userId);
      this.scopeEntries.delete(userId);
    }
  }

  /** How `clear` reaches the other instances (startServer wires it to a realtime signal). */
  shareClearsWith(tellOthers: (userId: number | undefined) => void): void {
    this.tellOthers = tellOthers;
  }

  private tellOthers: ((userId: number | undefined) => void) | undefined;
}
