import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag } from '../instance/StatusTag';
import { useWfFormat } from '../instance/useWfFormat';
import type { InstanceListProps } from './InstanceTable';
import { instanceLink } from './instanceLink';

/** A folder on a phone: each application a card (title, number, form, applicant, state), one link each. */
export function InstanceCards({ page, loading, empty, onPage }: InstanceListProps) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  const rows = page?.data ?? [];
  if (rows.length === 0)
    return <p className="wf-list-cards__empty">{loading ? t('use.list.loading') : empty}</p>;
  return (
    <>
      <ul className="wf-list-cards" aria-busy={loading || undefined}>
        {rows.map((row) => (
          <li key={row.id} className="wf-list-card">
            <Link to={instanceLink(row)} className="wf-list-card__link">
              <span className="wf-list-card__title">{row.title}</span>
              <span className="wf-list-card__meta">
                {row.number ?? t('use.list.noNumber')} · {format.text(row.template.name)}
              </span>
              <span className="wf-list-card__meta">
                {row.applicant.name}
                {row.submittedAt && (
                  <>
                    {' · '}
                    <time dateTime={row.submittedAt}>{format.instant(row.submittedAt)}</time>
                  </>
                )}
              </span>
            </Link>
            <span className="wf-list-card__state">
              <StatusTag status={row.status} />
              {row.currentStages.map((stage) => format.text(stage.name)).join(', ')}
            </span>
          </li>
        ))}
      </ul>
      {page && page.meta.last_page > 1 && (
        <Pagination
          className="wf-list-cards__pager"
          simple
          current={page.meta.current_page}
          pageSize={page.meta.per_page}
          total={page.meta.total}
          onChange={onPage}
        />
      )}
    </>
  );
}
