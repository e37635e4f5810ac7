import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeApi } from './treeApi';
import type { TreeLevels } from './useTreeLevels';

export interface TreeSearch {
  /** The ids of the last search's matches (highlighted in the tree). */
  matches: ReadonlySet<number>;
  /** "3 matches, opened in the tree." / "Nothing matches." / '' before a search. */
  status: string;
  /** Searches, loads the levels down to every match and opens them; the first match's id. */
  search: (text: string) => Promise<number | null>;
}

/**
 * The tree's search: `GET {api}/tree-search` returns each match with its ancestors, so the
 * levels on the way are loaded (root first) and `expand` opens them.
 * @example const found = useTreeSearch(api, tree, (ids) => setExpanded((keys) => [...keys, ...ids]))
 */
export function useTreeSearch(
  api: TreeApi,
  tree: Pick<TreeLevels, 'levels' | 'load'>,
  expand: (ids: readonly number[]) => void,
): TreeSearch {
  const { t } = useTranslation();
  const [matches, setMatches] = useState<ReadonlySet<number>>(new Set());
  const [status, setStatus] = useState('');
  const { levels, load } = tree;

  const search = useCallback(
    async (text: string) => {
      const query = text.trim();
      if (!query) {
        setMatches(new Set());
        setStatus('');
        return null;
      }
      const found = await api.search(query);
      const loaded = new Set(levels.keys());
      // Root first: each level is loaded before the one below it is asked for.
      for (const match of found)
        for (const step of match.path)
          if (!loaded.has(step.id)) {
            await load(step.id);
            loaded.add(step.id);
          }
      expand([...new Set(found.flatMap((m) => m.path.map((p) => p.id)))]);
      setMatches(new Set(found.map((m) => m.id)));
      setStatus(
        found.length === 0 ? t('entity:tree.noMatches') : t('entity:tree.matches', { count: found.length }),
      );
      return found[0]?.id ?? null;
    },
    [api, levels, load, expand, t],
  );

  return { matches, status, search };
}
