import { Button, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import { type DateRange, DateRangePicker } from '../../../src/widgets/DateRangePicker';
import type { UserSummary } from '../../../src/widgets/ownerOptions';
import type { ListQuery } from './useListQuery';

type Search = Pick<ListQuery, 'name' | 'applicant' | 'from' | 'to'>;

const dayOf = (value: dayjs.Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/**
 * The list's search: title or number, applicant, and the submitted dates. It applies on
 * Search (or Enter), writing the address, so a search can be bookmarked and Back undoes it.
 */
export function ListSearchBar({ query, onSearch }: { query: ListQuery; onSearch: (search: Search) => void }) {
  const { t } = useTranslation('wf');
  const id = useId();
  const users = useCachedList<UserSummary>('/api/sc/user/all');
  const [name, setName] = useState(query.name);
  const [applicant, setApplicant] = useState<number | null>(query.applicant);
  const [range, setRange] = useState<DateRange>([
    query.from ? dayjs(query.from) : null,
    query.to ? dayjs(query.to) : null,
  ]);
  // The address wins when it changes by itself (Back, a folder link).
  useEffect(() => {
    setName(query.name);
    setApplicant(query.applicant);
    setRange([query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null]);
  }, [query.name, query.applicant, query.from, query.to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ name: name.trim(), applicant, from: dayOf(range?.[0]), to: dayOf(range?.[1]) });
  };
  const searching = Boolean(query.name || query.applicant || query.from || query.to);
  return (
    <search aria-label={t('use.list.search')}>
      <form className="wf-list-search" onSubmit={submit}>
        <div className="wf-list-search__field wf-list-search__field--text">
          <label htmlFor={`${id}-name`}>{t('use.list.searchText')}</label>
          <Input
            id={`${id}-name`}
            value={name}
            allowClear
            maxLength={100}
            placeholder={t('use.list.searchPlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="wf-list-search__field">
          <label htmlFor={`${id}-applicant`}>{t('use.list.applicant')}</label>
          <Select<number>
            id={`${id}-applicant`}
            aria-label={t('use.list.applicant')}
            value={applicant ?? undefined}
            allowClear
            placeholder={t('use.list.anyone')}
            loading={users.status === 'update' && users.items.length === 0}
            options={users.items
              .filter((user) => user.is_active !== false)
              .map((user) => ({ value: user.id, label: `${user.name} (${user.account})` }))}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.label ?? '')
                  .toLowerCase()
                  .includes(input.trim().toLowerCase()),
            }}
            onChange={(value) => setApplicant(value ?? null)}
            style={{ width: '100%' }}
          />
        </div>
        <div className="wf-list-search__field wf-list-search__field--dates">
          <label htmlFor={`${id}-dates-start`}>{t('use.list.submitted')}</label>
          <DateRangePicker
            id={`${id}-dates`}
            value={range}
            onChange={setRange}
            startLabel={t('use.list.from')}
            endLabel={t('use.list.to')}
          />
        </div>
        <div className="wf-list-search__buttons">
          <Button type="primary" htmlType="submit">
            {t('use.list.searchButton')}
          </Button>
          {searching && (
            <Button onClick={() => onSearch({ name: '', applicant: null, from: null, to: null })}>
              {t('use.list.clear')}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
