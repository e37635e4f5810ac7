import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { InstanceRow } from '../../../schemas/wf/wfApi';
import { StatusTag } from '../instance/StatusTag';
import { useWfFormat } from '../instance/useWfFormat';
import type { InstancePage } from '../instance/instanceApi';
import { instanceLink } from './instanceLink';

export interface InstanceListProps {
  page: InstancePage | undefined;
  loading: boolean;
  empty: string;
  onPage: (page: number) => void;
}

/**
 * A folder at a desk: an antd Table of applications, paged on the server (20 a page, antd's
 * pager asks for the next). A click anywhere on a row opens it; its title is the link the
 * keyboard and screen readers use.
 */
export function InstanceTable({ page, loading, empty, onPage }: InstanceListProps) {
  const { t } = useTranslation('wf');
  const format = useWfFormat();
  const navigate = useNavigate();
  return (
    <Table<InstanceRow>
      className="wf-list-table"
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={page?.data ?? []}
      locale={{ emptyText: empty }}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({
        onClick: (event) => {
          // The title's own link handles its click (and a middle click opens a tab).
          if ((event.target as HTMLElement).closest('a')) return;
          void navigate(instanceLink(row));
        },
        className: 'wf-list-table__row',
      })}
      pagination={{
        current: page?.meta.current_page ?? 1,
        pageSize: page?.meta.per_page ?? 20,
        total: page?.meta.total ?? 0,
        onChange: onPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          title: t('use.list.columns.number'),
          key: 'number',
          render: (_: unknown, row) => row.number ?? t('use.list.noNumber'),
          width: 160,
        },
        {
          title: t('use.list.columns.title'),
          key: 'title',
          render: (_: unknown, row) => <Link to={instanceLink(row)}>{row.title}</Link>,
        },
        {
          title: t('use.list.columns.template'),
          key: 'template',
          render: (_: unknown, row) => format.text(row.template.name),
        },
        {
          title: t('use.list.columns.applicant'),
          key: 'applicant',
          render: (_: unknown, row) => row.applicant.name,
        },
        {
          title: t('use.list.columns.status'),
          key: 'status',
          render: (_: unknown, row) => <StatusTag status={row.status} />,
        },
        {
          title: t('use.list.columns.stage'),
          key: 'stage',
          render: (_: unknown, row) => row.currentStages.map((stage) => format.text(stage.name)).join(', '),
        },
        {
          title: t('use.list.columns.submittedAt'),
          key: 'submittedAt',
          render: (_: unknown, row) =>
            row.submittedAt ? <time dateTime={row.submittedAt}>{format.instant(row.submittedAt)}</time> : '',
        },
      ]}
    />
  );
}
