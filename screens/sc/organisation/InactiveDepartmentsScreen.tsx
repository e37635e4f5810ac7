import { Input, Table, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { apiRequest, swrFetcher } from '../../../src/platform/api/apiClient';
import { fieldErrors } from '../../../src/platform/api/fieldErrors';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { compareText } from './compareText';
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
  const searchId = useId();
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
  const columns: TableColumnsType<InactiveDepartment> = [
    // The label column stays in view when the table scrolls sideways on a phone.
    {
      key: 'name',
      dataIndex: 'name',
      title: t('organisation.form.name'),
      fixed: 'left',
      sorter: compareText<InactiveDepartment>((d) => d.name),
    },
    {
      key: 'code',
      dataIndex: 'code',
      title: t('organisation.form.code'),
      sorter: compareText<InactiveDepartment>((d) => d.code),
    },
    {
      key: 'parent',
      dataIndex: 'parent_name',
      title: t('organisation.inactiveList.parent'),
      sorter: compareText<InactiveDepartment>((d) => d.parent_name),
    },
    {
      key: 'reactivate',
      title: <span className="visually-hidden">{t('organisation.inactiveList.reactivate')}</span>,
      render: (_, d) =>
        canEdit && (
          <Button
            size="small"
            onClick={() => reactivate(d)}
            aria-label={`${t('organisation.inactiveList.reactivate')} ${d.name}`}
          >
            {t('organisation.inactiveList.reactivate')}
          </Button>
        ),
    },
  ];
  return (
    <section className="shell-card" aria-labelledby="inactive-title">
      <h1 id="inactive-title">{t('organisation.inactiveList.title')}</h1>
      <p>{t('organisation.inactiveList.intro')}</p>
      <div className="org-screen__search">
        <label htmlFor={searchId}>{t('organisation.inactiveList.search')}</label>
        <Input
          id={searchId}
          type="search"
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <Table<InactiveDepartment>
        className="org-users__table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: list.isLoading ? t('organisation.loading') : t('organisation.inactiveList.empty'),
        }}
        pagination={
          meta && meta.last_page > 1
            ? {
                current: page,
                pageSize: meta.per_page,
                total: meta.total,
                showSizeChanger: false,
                showTotal: () =>
                  t('organisation.inactiveList.pager', { page, last: meta.last_page, count: meta.total }),
                onChange: setPage,
              }
            : false
        }
      />
    </section>
  );
}
