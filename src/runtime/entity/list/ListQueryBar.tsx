import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { FilterValue } from '../data/ListQuery';
import { fieldTitle } from '../format/fieldLabels';
import type { DescriptorMap } from '../useEntityDescriptors';
import { ListFilters } from './ListFilters';
import { QuickSearch } from './QuickSearch';

/**
 * The query half of a list's toolbar: the quick search (when the descriptor names fields
 * for it), labelled with those fields, and the descriptor's filters. The list and the
 * calendar share it, so an entity is searched and filtered alike on both.
 * @example <ListQueryBar descriptor={d} referenced={refs} query={list.query} onSearch={list.setSearch} onFilter={list.setFilter} />
 */
export function ListQueryBar({
  descriptor,
  referenced,
  query,
  onSearch,
  onFilter,
  hidden,
}: {
  descriptor: EntityDescriptor;
  referenced: DescriptorMap;
  query: { search: string; filters: Readonly<Record<string, FilterValue>> };
  onSearch: (text: string) => void;
  onFilter: (field: string, value: FilterValue | undefined) => void;
  /** Filters the screen sets itself, not offered here. */
  hidden?: readonly string[];
}) {
  const { t } = useTranslation();
  const quickSearch = descriptor.list.quickSearch ?? [];
  // Full-text search also finds what the fields and a module's text hold (a file's contents).
  const searched = [...new Set([...quickSearch, ...(descriptor.textSearch?.fields ?? [])])];
  const searchLabel = t(descriptor.textSearch ? 'entity:list.searchText' : 'entity:list.search', {
    fields: searched.map((f) => fieldTitle(t, descriptor, f)).join(t('entity:list.or')),
  });
  return (
    <div className="entity-list__query">
      {searched.length > 0 && <QuickSearch label={searchLabel} onSearch={onSearch} initial={query.search} />}
      <ListFilters
        descriptor={descriptor}
        filters={query.filters}
        onChange={onFilter}
        referenced={referenced}
        hidden={hidden}
      />
    </div>
  );
}
