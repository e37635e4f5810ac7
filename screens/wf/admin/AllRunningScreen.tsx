import { Button, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { i18nLabel } from '../../../schemas/core/richtext/i18nText';
import type { InstanceRow } from '../../../schemas/wf/wfApi';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { localeTag } from '../../../src/platform/i18n/languages';
import { useSession } from '../../../src/platform/session/useSession';
import { ScreenStatus } from '../../../src/runtime/entity/common/ScreenStatus';
import { RowActionPrompt } from '../../../src/runtime/entity/list/RowActionPrompt';
import { usePageTitle } from '../../../src/runtime/entity/routing/usePageTitle';
import { useDialog } from '../../../src/widgets/useDialog';
import { RerouteDialog } from './RerouteDialog';
import { adminAction } from './runningActions';
import './wfAdmin.css';

/** The right to reroute and end (server/wf/engine/wfAdministrators.ts). */
const MANAGE_RIGHT = 'wf.admin.allRunning.actions.edit';
const PAGE_SIZE = 20;

interface RunningAnswer {
  data: InstanceRow[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/**
 * `/wf/admin/all-running`: every running application (`GET /api/wf/running`), searched by
 * number, title or applicant, paged on the server; each can be opened, and an administrator
 * holding the right may reroute a stuck one (new signers for its current stage) or end it,
 * always with a reason. A hand-written table (docs/decisions.md, "Sign-off administration"):
 * its rows are the engine's, not a descriptor entity's. The page and search stay in the address.
 */
export function AllRunningScreen() {
  const { t, i18n } = useTranslation('wf');
  const alert = useAlert();
  const title = usePageTitle(t('routes.admin.allRunning.title'));
  const mayManage = hasPermission(useSession()?.user.userPermission, MANAGE_RIGHT);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE), ...(q ? { q } : {}) });
  const { data, error, isLoading, mutate } = useSWR<RunningAnswer>(`/api/wf/running?${query}`, swrFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const endDialog = useDialog();
  const rerouteDialog = useDialog();
  const [acting, setActing] = useState<InstanceRow | null>(null);
  const nameOf = (row: InstanceRow) => row.number ?? row.title;
  const dateFormat = new Intl.DateTimeFormat(localeTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const act = async (row: InstanceRow, input: Parameters<typeof adminAction>[1], done: string) => {
    try {
      await adminAction(row.id, input);
      alert.success(t(done, { name: nameOf(row) }));
      await mutate();
    } catch (e) {
      alert.error(e);
      throw e;
    }
  };
  const setQuery = (change: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value === '' || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const columns: TableColumnsType<InstanceRow> = [
    { key: 'number', title: t('admin.running.number'), render: (_, row) => row.number ?? '—' },
    { key: 'title', title: t('admin.running.subject'), dataIndex: 'title' },
    {
      key: 'template',
      title: t('admin.running.template'),
      render: (_, row) => i18nLabel(row.template.name, i18n.language),
    },
    { key: 'applicant', title: t('admin.running.applicant'), render: (_, row) => row.applicant.name },
    {
      key: 'stage',
      title: t('admin.running.stage'),
      render: (_, row) =>
        row.status === 'returned'
          ? t('admin.running.returned')
          : row.currentStages.map((s) => i18nLabel(s.name, i18n.language)).join(t('admin.running.and')),
    },
    {
      key: 'submitted',
      title: t('admin.running.submitted'),
      render: (_, row) => (row.submittedAt ? dateFormat.format(new Date(row.submittedAt)) : '—'),
    },
    {
      key: 'actions',
      title: t('entity:list.actions'),
      render: (_, row) => (
        <span className="wf-running__actions">
          <Link to={`/wf-form?id=${row.id}`} aria-label={t('admin.running.openNamed', { name: nameOf(row) })}>
            {t('admin.running.open')}
          </Link>
          {mayManage && (
            <>
              <Button
                type="link"
                size="small"
                aria-label={t('admin.running.rerouteNamed', { name: nameOf(row) })}
                onClick={() => {
                  setActing(row);
                  rerouteDialog.open();
                }}
              >
                {t('admin.running.reroute')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                aria-label={t('admin.running.endNamed', { name: nameOf(row) })}
                onClick={() => {
                  setActing(row);
                  endDialog.open();
                }}
              >
                {t('admin.running.end')}
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];

  if (error && !data) return <ScreenStatus error={error} />;
  return (
    <section className="wf-running" aria-labelledby="wf-running-title">
      <h1 id="wf-running-title">{title}</h1>
      <Input.Search
        className="wf-running__search"
        aria-label={t('admin.running.search')}
        placeholder={t('admin.running.search')}
        defaultValue={q}
        allowClear
        maxLength={100}
        onSearch={(text) => setQuery({ q: text.trim(), page: '1' })}
      />
      <Table<InstanceRow>
        rowKey="id"
        size="middle"
        loading={isLoading}
        columns={columns}
        dataSource={data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.running.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setQuery({ page: String(next) }),
        }}
      />
      {acting && (
        <>
          <RowActionPrompt
            control={endDialog}
            title={t('admin.running.endTitle', { name: nameOf(acting) })}
            message={t('admin.running.endConfirm', { name: nameOf(acting) })}
            reason="required"
            danger
            confirmText={t('admin.running.end')}
            onConfirm={(reason) =>
              act(acting, { action: 'end', reason: reason ?? '' }, 'admin.running.ended')
            }
          />
          <RerouteDialog
            control={rerouteDialog}
            name={nameOf(acting)}
            onReroute={(userIds, reason) =>
              act(acting, { action: 'reroute', userIds, reason }, 'admin.running.rerouted')
            }
          />
        </>
      )}
    </section>
  );
}
