import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCachedList } from '../platform/cache/useCachedList';

/** An entry of GET /api/sc/user/all. */
export interface UserSummary {
  id: number | string;
  name: string;
  account: string;
}

export interface ShareMemberSelectProps {
  value?: Array<number | string>;
  onChange?: (ids: Array<number | string>) => void;
  /** Accessible name of the search input. */
  label: string;
  placeholder?: string;
  id?: string;
}

interface MemberOption {
  value: number | string;
  label: string;
  search: string;
}

/**
 * Picks the members to share with, from the cached user list; type to search by
 * name or account.
 * @example <ShareMemberSelect label={t('general:home.shareWith')} value={ids} onChange={setIds} />
 */
export function ShareMemberSelect({ value, onChange, label, placeholder, id }: ShareMemberSelectProps) {
  const { t } = useTranslation();
  const { items, status } = useCachedList<UserSummary>('/api/sc/user/all');
  const options: MemberOption[] = items.map((user) => ({
    value: user.id,
    label: `${user.name} (${user.account})`,
    search: `${user.name} ${user.account}`.toLowerCase(),
  }));
  return (
    <Select<Array<number | string>, MemberOption>
      id={id}
      mode="multiple"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      options={options}
      loading={status === 'update' && items.length === 0}
      notFoundContent={t('common:noMatch')}
      showSearch={{
        filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()),
      }}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
