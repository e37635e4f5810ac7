import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { compareText } from './compareText';
import type { OrgUser, PageMeta } from './departmentTypes';

export interface DepartmentUsersProps {
  heading: string;
  users: OrgUser[];
  meta: PageMeta | undefined;
  loading: boolean;
  onPage: (page: number) => void;
}

/**
 * The users beside the tree as antd's table: one server page at a time (the pager asks the
 * server for the next), each name opening viewuser. Sorting orders the page shown.
 */
export function DepartmentUsers({ heading, users, meta, loading, onPage }: DepartmentUsersProps) {
  const { t } = useTranslation('sc');
  const columns: TableColumnsType<OrgUser> = [
    {
      key: 'name',
      title: t('organisation.columns.name'),
      // The label column stays in view when the table scrolls sideways on a phone.
      fixed: 'left',
      sorter: compareText<OrgUser>((user) => user.name),
      render: (_, user) => <Link to={`/sc/viewuser?id=${user.id}`}>{user.name}</Link>,
    },
    {
      key: 'account',
      dataIndex: 'account',
      title: t('organisation.columns.account'),
      sorter: compareText<OrgUser>((u) => u.account),
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('organisation.columns.email'),
      sorter: compareText<OrgUser>((u) => u.email),
    },
    {
      key: 'department',
      dataIndex: 'department_name',
      title: t('organisation.columns.department'),
      sorter: compareText<OrgUser>((u) => u.department_name),
    },
    {
      key: 'position',
      dataIndex: 'job_position_name',
      title: t('organisation.columns.position'),
      sorter: compareText<OrgUser>((u) => u.job_position_name),
    },
    {
      key: 'status',
      title: t('organisation.columns.status'),
      sorter: (a, b) => Number(b.is_active) - Number(a.is_active),
      render: (_, user) => (user.is_active ? t('organisation.active') : t('organisation.inactive')),
    },
  ];
  return (
    <section className="org-users" aria-labelledby="org-users-title">
      <h2 id="org-users-title">{heading}</h2>
      <Table<OrgUser>
        className="org-users__table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={users}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: loading ? t('organisation.loading') : t('organisation.noUsers') }}
        pagination={
          meta && meta.total > 0
            ? {
                current: meta.current_page,
                pageSize: meta.per_page,
                total: meta.total,
                showSizeChanger: false,
                showTotal: () =>
                  t('organisation.pager', {
                    page: meta.current_page,
                    last: meta.last_page,
                    count: meta.total,
                  }),
                onChange: onPage,
              }
            : false
        }
      />
    </section>
  );
}
