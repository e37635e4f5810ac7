import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../src/widgets/Button';
import type { OrgUser, PageMeta } from './departmentTypes';

export interface DepartmentUsersProps {
  heading: string;
  users: OrgUser[];
  meta: PageMeta | undefined;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The users beside the tree: one server page at a time, each name opening viewuser. */
export function DepartmentUsers({ heading, users, meta, loading, onPage }: DepartmentUsersProps) {
  const { t } = useTranslation('sc');
  return (
    <section className="org-users" aria-labelledby="org-users-title" aria-busy={loading}>
      <h2 id="org-users-title">{heading}</h2>
      {users.length === 0 ? (
        <p>{loading ? t('organisation.loading') : t('organisation.noUsers')}</p>
      ) : (
        <table className="org-users__table">
          <thead>
            <tr>
              <th scope="col">{t('organisation.columns.name')}</th>
              <th scope="col">{t('organisation.columns.account')}</th>
              <th scope="col">{t('organisation.columns.email')}</th>
              <th scope="col">{t('organisation.columns.department')}</th>
              <th scope="col">{t('organisation.columns.position')}</th>
              <th scope="col">{t('organisation.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>
                  <Link to={`/sc/viewuser?id=${user.id}`}>{user.name}</Link>
                </td>
                <td>{user.account}</td>
                <td>{user.email}</td>
                <td>{user.department_name}</td>
                <td>{user.job_position_name}</td>
                <td>{user.is_active ? t('organisation.active') : t('organisation.inactive')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {meta && meta.total > 0 && (
        <nav className="org-users__pager" aria-label={heading}>
          <Button disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
            {t('organisation.previous')}
          </Button>
          <span>
            {t('organisation.pager', { page: meta.current_page, last: meta.last_page, count: meta.total })}
          </span>
          <Button
            disabled={meta.current_page >= meta.last_page}
            onClick={() => onPage(meta.current_page + 1)}
          >
            {t('organisation.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
