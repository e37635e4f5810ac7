import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api, swrFetcher } from '../../../src/platform/api/apiClient';
import { savingRights } from './effectiveRightsVersion';
import { grantsFromTicked, type RightsNode, tickedLeaves } from './rightsTreeModel';

interface OwnerRightsAnswer {
  data: { owner: string; name: string; paths: string[] };
}

/** What PUT /api/sc/rights/owner/:owner answers: the grants now stored, without the name. */
interface SavedRightsAnswer {
  data: { owner: string; paths: string[] };
}

/**
 * The rights tree and one owner's ticked rights: loads GET /api/sc/rights/catalogue and
 * GET /api/sc/rights/owner/:owner, keeps the ticks being edited, and saves the full set
 * with PUT (the smallest set of grants). Every effective-rights preview waits for the save's
 * answer and then reloads (savingRights).
 */
export function useOwnerRights(owner: string | null) {
  const catalogue = useSWR<{ data: RightsNode[] }>('/api/sc/rights/catalogue', swrFetcher, {
    revalidateOnFocus: false,
  });
  const saved = useSWR<OwnerRightsAnswer>(owner ? `/api/sc/rights/owner/${owner}` : null, swrFetcher, {
    revalidateOnFocus: false,
  });
  const tree = catalogue.data?.data ?? [];
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  const savedPaths = saved.data?.data.owner === owner ? saved.data?.data.paths : undefined;
  // A new owner or a fresh load replaces the ticks (never while the user is editing them).
  useEffect(() => {
    if (savedPaths && tree.length > 0) {
      setTicked(tickedLeaves(tree, savedPaths));
      setDirty(false);
    }
  }, [savedPaths, tree]);

  const change = (next: Set<string>) => {
    setTicked(next);
    setDirty(true);
  };

  const save = async (): Promise<void> => {
    if (!owner) return;
    setSaving(true);
    try {
      const answer = await savingRights(() =>
        api.put<SavedRightsAnswer>(`/api/sc/rights/owner/${owner}`, {
          paths: grantsFromTicked(tree, ticked),
        }),
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
    if (savedPaths) setTicked(tickedLeaves(tree, savedPaths));
    setDirty(false);
  };

  return {
    tree,
    ticked,
    change,
    save,
    reset,
    dirty,
    saving,
    loading: catalogue.isLoading || (owner !== null && saved.isLoading),
    error: catalogue.error ?? saved.error,
    ownerName: saved.data?.data.name,
  };
}
