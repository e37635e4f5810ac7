import { api } from '../../../platform/api/apiClient';
import type { EntityRow } from '../data/EntityRow';

/** A node as the tree calls answer it: the row plus how many live children it has. */
export interface TreeRow extends EntityRow {
  child_count: number;
}

/** A search match with its ancestors, root first (so the screen can open the way to it). */
export interface TreeMatch extends TreeRow {
  path: Array<{ id: number; label: string | null }>;
}

/**
 * The tree calls of an entity with a `tree` section (docs/resource-api.md, "Trees").
 * @example await treeApi('/api/bb/category').move(7, 3, 0, row.version)
 */
export function treeApi(base: string) {
  return {
    children: async (parent: number | null) =>
      (await api.get<{ data: TreeRow[] }>(`${base}/children?parent=${parent ?? 'null'}`)).data,
    search: async (text: string) =>
      (await api.get<{ data: TreeMatch[] }>(`${base}/tree-search?search=${encodeURIComponent(text)}`)).data,
    move: async (id: number, parent: number | null, position: number, version: number) =>
      (await api.post<{ data: TreeRow }>(`${base}/${id}/move`, { parent, position, version })).data,
  };
}

export type TreeApi = ReturnType<typeof treeApi>;
