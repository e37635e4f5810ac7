import { useTranslation } from 'react-i18next';
import { DeferredSelectField } from '../../../widgets/DeferredSelectField';
import type { ListMeta } from '../data/EntityRow';

export const PAGE_SIZES = [10, 20, 50, 100, 200];

/** Paging of a server list: total, previous and next page, page size. */
export function ListPager({
  meta,
  onChange,
}: {
  meta: ListMeta;
  onChange: (page: number, perPage: number) => void;
}) {
  const { t } = useTranslation();
  const { current_page: page, last_page: last, per_page: perPage } = meta;
  return (
    <nav className="entity-pager" aria-label={t('entity:pager.label')}>
      <span>
        {t(meta.total_capped ? 'entity:list.totalCapped' : 'entity:list.total', { count: meta.total })}
      </span>
      <button
        type="button"
        className="entity-pager__button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1, perPage)}
      >
        {t('entity:pager.previous')}
      </button>
      <span aria-current="page">{t('entity:pager.page', { page, last })}</span>
      <button
        type="button"
        className="entity-pager__button"
        disabled={page >= last}
        onClick={() => onChange(page + 1, perPage)}
      >
        {t('entity:pager.next')}
      </button>
      <DeferredSelectField<number>
        className="entity-pager__size"
        label={t('entity:pager.size')}
        value={perPage}
        options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        onChange={(size) => onChange(1, size)}
        searchable={false}
      />
    </nav>
  );
}
