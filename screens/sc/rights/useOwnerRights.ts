import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api, swrFetcher } from '../../../src/platform/api/apiClient';
import { savingRights } from './effectiveRightsVersion';
import type { RowScope } from '../../../schemas/core/rowScopes';
import { type RightsNode, scopedGrantsFromTicked, scopesFromGrants, tickedLeaves } from './rightsTreeModel';

/** `scopes`: the grants narrower than every row, by path (absent: all rows). */
interface OwnerRightsAnswer {
  data: { owner: string; name: string; paths: string[]; scopes?: Record<string, RowScope> };
}

/** What PUT /api/sc/rights/owner/:owner answers: the grants now stored, without the name. */
interface SavedRightsAnswer {
  data: { owner: string; paths: string[]; scopes?: Record<string, RowScope> };
}

function savedScopes(tree: readonly RightsNode[], data: OwnerRightsAnswer['data']): Map<string, RowScope> {
  const scopes = data.scopes ?? {};
  return scopesFromGrants(
    tree,
    data.paths.map((path) => ({ path, scope: scopes[path] ?? 'all' })),
  );
}

/**
 * The rights tree and one owner's ticked rights: loads GET /api/sc/rights/catalogue and
 * GET /api/sc/rights/owner/:owner, keeps the ticks being edited, and saves the full set
 * with PUT (the smallest set of grants). Every effective-rights preview waits for the save's
 * answer and then reloads (savingRights). With `roots`, all three calls are limited to those
 * subtrees (`?roots=`): the save replaces only the owner's grants inside them.
 */
export function useOwnerRights(owner: string | null, roots?: readonly string[]) {
  const query = roots ? `?roots=${roots.map(encodeURIComponent).join(',')}` : '';
  const catalogue = useSWR<{ data: RightsNode[] }>(`/api/sc/rights/catalogue${query}`, swrFetcher, {
    revalidateOnFocus: false,
  });
  const saved = useSWR<OwnerRightsAnswer>(
    owner ? `/api/sc/rights/owner/${owner}${query}` : null,
    swrFetcher,
    { revalidateOnFocus: false },
  );
  const tree = catalogue.data?.data ?? [];
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  // Row scope per scopable item (an entity's rights), only where narrower than all rows.
  const [scopes, setScopes] = useState<Map<string, RowScope>>(new Map());
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  const savedData = saved.data?.data.owner === owner ? saved.data?.data : undefined;
  // A new owner or a fresh load replaces the ticks (never while the user is editing them).
  useEffect(() => {
    if (savedData && tree.length > 0) {
      setTicked(tickedLeaves(tree, savedData.paths));
      setScopes(savedScopes(tree, savedData));
      setDirty(false);
    }
  }, [savedData, tree]);

  const change = (next: Set<string>) => {
    setTicked(next);
    setDirty(true);
  };

  const changeScope = (itemPath: string, scope: RowScope) => {
    const next = new Map(scopes);
    if (scope === 'all') next.delete(itemPath);
    else next.set(itemPath, scope);
    setScopes(next);
    setDirty(true);
  };

  const save = async (): Promise<void> => {
    if (!owner) return;
    setSaving(true);
    try {
      const answer = await savingRights(() =>
        api.put<SavedRightsAnswer>(
          `/api/sc/rights/owner/${owner}${query}`,
          scopedGrantsFromTicked(tree, ticked, scopes),
        ),
      );
      // Keep the owner's name: the answer has none, and the heading names the owner.
      const name = saved.data?.data.name ?? owner;
      await saved.mutate({ data: { ...answer.data, name } }, { revalidate: false });
      setDirty(false);
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    if (savedData) {
      setTicked(tickedLeaves(tree, savedData.paths));
      setScopes(savedScopes(tree, savedData));
    }
    setDirty(false);
  };

  return {
    tree,
    ticked,
    change,
    scopes,
    changeScope,
    save,
    reset,
    dirty,
    saving,
    loading: catalogue.isLoading || (owner !== null && saved.isLoading),
    error: catalogue.error ?? saved.error,
    ownerName: saved.data?.data.name,
  };
}
