import { useMemo } from 'react';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import type { UserSummary } from '../../../src/widgets/ShareMemberSelect';

/** An entry of `/api/sc/user/all` as the administration screens read it. */
interface UserEntry extends UserSummary {
  is_active?: boolean;
}

/**
 * The active users as choices (`name (account)`), from the cached user list, for the
 * administration screens' people pickers.
 * @example const { options } = useUserOptions(); <SelectField options={options} … />
 */
export function useUserOptions(): { options: Array<{ value: number; label: string }>; loading: boolean } {
  const { items, status } = useCachedList<UserEntry>('/api/sc/user/all');
  const options = useMemo(
    () =>
      items
        .filter((user) => user.is_active !== false)
        .map((user) => ({ value: Number(user.id), label: `${user.name} (${user.account})` })),
    [items],
  );
  return { options, loading: status === 'update' && items.length === 0 };
}
