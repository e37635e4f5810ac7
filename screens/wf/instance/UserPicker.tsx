import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import type { UserSummary } from '../../../src/widgets/ownerOptions';

export interface UserPickerProps {
  id: string;
  /** The accessible name (the visible label's text). */
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** One person (forward) or several (add signer, reroute, the applicant's choice). */
  multiple?: boolean;
  /** People not to offer (the caller, for instance). */
  exclude?: readonly number[];
  invalid?: boolean;
  describedBy?: string | undefined;
  placeholder?: string;
}

/**
 * Picks people from the active users (GET /api/sc/user/all, the spec's cached list): type a
 * name or account to narrow, arrows and Enter to pick, as in every antd select.
 * @example <UserPicker id="to" label="Forward to" value={ids} onChange={setIds} />
 */
export function UserPicker({
  id,
  label,
  value,
  onChange,
  multiple = false,
  exclude = [],
  invalid = false,
  describedBy,
  placeholder,
}: UserPickerProps) {
  const { t } = useTranslation();
  const users = useCachedList<UserSummary>('/api/sc/user/all');
  const options = useMemo(
    () =>
      users.items
        .filter((user) => user.is_active !== false && !exclude.includes(user.id))
        .map((user) => ({ value: user.id, label: `${user.name} (${user.account})` })),
    [users.items, exclude],
  );
  const loading = users.status === 'update' && users.items.length === 0;
  const common = {
    id,
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    status: invalid ? ('error' as const) : undefined,
    options,
    loading,
    placeholder,
    notFoundContent: loading ? t('common:loading') : t('common:noMatch'),
    showSearch: {
      filterOption: (input: string, option?: { label: string }) =>
        (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase()),
    },
    allowClear: true,
    style: { width: '100%' },
  };
  return multiple ? (
    <Select<number[], { value: number; label: string }>
      {...common}
      mode="multiple"
      value={value}
      onChange={(next) => onChange(next ?? [])}
    />
  ) : (
    <Select<number, { value: number; label: string }>
      {...common}
      value={value[0]}
      onChange={(next) => onChange(next === undefined || next === null ? [] : [next])}
    />
  );
}
