import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { apiRequest, swrFetcher } from '../../../src/platform/api/apiClient';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import type { PageMeta } from './departmentTypes';
import './organisation.css';

interface InactiveDepartment {
  id: number;
  name: string;
  code: string | null;
  parent_name: string | null;
  version: number;
}

/**
 * `/sc/inactive-dept`: the deactivated departments, paged and searched on the server, each
 * with a reactivate button (refused by the server while its parent is inactive).
 */
export function InactiveDepartmentsScreen() {
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({ status: 'inactive', page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  const list = useSWR<{ data: InactiveDepartment[]; meta: PageMeta }>(
    `/api/sc/department?${params}`,
    swrFetcher,
  );
  const canEdit = hasPermission(session?.user.userPermission, 'sc.admin.department.actions.edit');

  const reactivate = async (department: InactiveDepartment) => {
    try {
      await apiRequest(`/api/sc/department/${department.id}/activate`, {
        method: 'POST',
        body: { version: department.version },
      });
      alert.success(t('organisation.inactiveList.reactivated', { name: department.name }));
      await Promise.all([list.mutate(), mutate('/api/sc/department/all')]);
    } catch (error) {
      const fields = Object.values(fieldErrors(error));
      if (fields.length > 0) alert.danger(fields);
      else alert.error(error);
      await list.mutate();
    }
  };

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <section className="shell-card" aria-labelledby="inactive-title">
      <h1 id="inactive-title">{t('organisation.inactiveList.title')}</h1>
      <p>{t('organisation.inactiveList.intro')}</p>
      <label className="org-screen__search">
        <span>{t('organisation.inactiveList.search')}</span>
        <input
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </label>
      {rows.length === 0 ? (
        <p>{list.isLoading ? t('organisation.loading') : t('organisation.inactiveList.empty')}</p>
      ) : (
        <table className="org-users__table">
          <thead>
            <tr>
              <th scope="col">{t('organisation.form.name')}</th>
              <th scope="col">{t('organisation.form.code')}</th>
              <th scope="col">{t('organisation.inactiveList.parent')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('organisation.inactiveList.reactivate')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id}>
                <td>{d.name}</td>
                <td>{d.code}</td>
                <td>{d.parent_name}</td>
                <td>
                  {canEdit && (
                    <Button
                      size="small"
                      onClick={() => reactivate(d)}
                      aria-label={`${t('organisation.inactiveList.reactivate')} ${d.name}`}
                    >
                      {t('organisation.inactiveList.reactivate')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {meta && meta.last_page > 1 && (
        <nav className="org-users__pager" aria-label={t('organisation.inactiveList.title')}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('organisation.previous')}
          </Button>
          <span>
            {t('organisation.inactiveList.pager', { page, last: meta.last_page, count: meta.total })}
          </span>
          <Button disabled={page >= meta.last_page} onClick={() => setPage(page + 1)}>
            {t('organisation.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
