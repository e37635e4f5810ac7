import { useCallback, useMemo, useRef, useState } from 'react';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { type TreeRow, treeApi } from './treeApi';

/** `null` (the roots) as a map key. */
export const ROOT = 'root';
type LevelKey = number | typeof ROOT;
const keyOf = (parent: number | null): LevelKey => parent ?? ROOT;

export interface TreeLevels {
  /** Children loaded so far, by parent (ROOT for the roots), in order. */
  levels: ReadonlyMap<LevelKey, readonly TreeRow[]>;
  /** Every loaded node by id. */
  rows: ReadonlyMap<number, TreeRow>;
  /** Whether the first level has arrived (and any error loading it). */
  ready: boolean;
  error: unknown;
  /** Loads (or reloads) the children of `parent`. */
  load: (parent: number | null) => Promise<readonly TreeRow[]>;
  /** Reloads the given levels that were loaded before (after a write), plus the roots. */
  reload: (parents: ReadonlyArray<number | null>) => Promise<void>;
  parentOf: (id: number) => number | null;
}

/**
 * The lazily loaded levels of a tree entity: the roots first, then each node's children when
 * it is opened (`GET {api}/children?parent=`). Writes reload the levels they touched.
 * @example const tree = useTreeLevels(descriptor); await tree.load(null)
 */
export function useTreeLevels(descriptor: EntityDescriptor): TreeLevels {
  const parentField = descriptor.tree?.parentField ?? 'parent_id';
  const [levels, setLevels] = useState<ReadonlyMap<LevelKey, readonly TreeRow[]>>(new Map());
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const loaded = useRef(new Set<LevelKey>());
  const api = useMemo(() => treeApi(descriptor.api), [descriptor.api]);

  const load = useCallback(
    async (parent: number | null) => {
      try {
        const rows = await api.children(parent);
        loaded.current.add(keyOf(parent));
        setLevels((current) => new Map(current).set(keyOf(parent), rows));
        if (parent === null) setReady(true);
        return rows;
      } catch (e) {
        if (parent === null) setError(e);
        throw e;
      }
    },
    [api],
  );

  const reload = useCallback(
    async (parents: ReadonlyArray<number | null>) => {
      const wanted = new Set<LevelKey>([ROOT, ...parents.map(keyOf)]);
      const keys = [...wanted].filter((k) => loaded.current.has(k));
      const answers = await Promise.all(
        keys.map(async (k) => [k, await api.children(k === ROOT ? null : k)] as const),
      );
      setLevels((current) => {
        const next = new Map(current);
        for (const [k, rows] of answers) next.set(k, rows);
        return next;
      });
    },
    [api],
  );

  const rows = useMemo(() => {
    const map = new Map<number, TreeRow>();
    for (const level of levels.values()) for (const row of level) map.set(row.id, row);
    return map;
  }, [levels]);

  const parentOf = useCallback(
    (id: number) => (rows.get(id)?.[parentField] as number | null | undefined) ?? null,
    [rows, parentField],
  );

  return { levels, rows, ready, error, load, reload, parentOf };
}
