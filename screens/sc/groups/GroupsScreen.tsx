import { Checkbox, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { api, swrFetcher } from '../../../src/platform/api/apiClient';
import { useSession } from '../../../src/platform/session/useSession';
import { Button } from '../../../src/widgets/Button';
import { Dialog } from '../../../src/widgets/Dialog';
import { TextField } from '../../../src/widgets/TextField';
import { useDialog } from '../../../src/widgets/useDialog';
import { GroupDialog } from './GroupDialog';
import type { GroupRow } from './groupTypes';
import { useGroupForm } from './useGroupForm';
import './groups.css';

const RIGHT = 'sc.admin.group.actions';

interface GroupPage {
  data: GroupRow[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/**
 * `/sc/group`: the groups rights can be granted to. A group holds departments, other
 * groups and users; the list is paged and searchable, deleted groups can be shown and
 * restored. Buttons follow the sc.admin.group rights the server checks.
 */
export function GroupsScreen() {
  const { t } = useTranslation('sc');
  const alert = useAlert();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const can = (action: string) => hasPermission(session?.user.userPermission, `${RIGHT}.${action}`);
  const [search, setSearch] = useState('');
  const [trashed, setTrashed] = useState(false);
  const [page, setPage] = useState(1);
  const key = `/api/sc/group?page=${page}&per_page=20${search.trim() ? `&search=${encodeURIComponent(search.trim())}` : ''}${trashed ? '&trashed=only' : ''}`;
  const list = useSWR<GroupPage>(key, swrFetcher, { keepPreviousData: true });
  const dialog = useDialog();
  const confirm = useDialog();
  const [deleting, setDeleting] = useState<GroupRow | null>(null);
  const refresh = async () => {
    await mutate((k) => typeof k === 'string' && k.startsWith('/api/sc/group'));
  };
  const form = useGroupForm(() => {
    alert.success(t('groups.saved'));
    void refresh();
  });

  const openEditor = async (id: number | null) => {
    try {
      await form.load(id);
      dialog.open();
    } catch (error) {
      alert.error(error);
    }
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      alert.success(done);
      await refresh();
    } catch (error) {
      alert.error(error);
    }
  };

  return (
    <section className="shell-card groups-screen" aria-labelledby="groups-title">
      <h1 id="groups-title">{t('routes.group.title')}</h1>
      <p>{t('groups.intro')}</p>
      <div className="groups-screen__toolbar">
        <TextField
          label={t('groups.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          maxLength={100}
        />
        <Checkbox
          className="groups-screen__trashed"
          checked={trashed}
          onChange={(event) => {
            setTrashed(event.target.checked);
            setPage(1);
          }}
        >
          {t('groups.showDeleted')}
        </Checkbox>
        {can('create') && (
          <Button color="primary" onClick={() => void openEditor(null)}>
            {t('groups.create')}
          </Button>
        )}
      </div>
      <Table<GroupRow>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: t('groups.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('groups.fields.name'), dataIndex: 'name', key: 'name' },
          { title: t('groups.fields.description'), dataIndex: 'description', key: 'description' },
          {
            title: t('groups.fields.memberCount'),
            dataIndex: 'member_count',
            key: 'member_count',
            width: 120,
          },
          {
            title: t('groups.actions'),
            key: 'actions',
            width: 200,
            render: (_: unknown, row: GroupRow) =>
              row.deleted_at ? (
                can('delete') && (
                  <Button
                    size="small"
                    aria-label={t('groups.restoreNamed', { name: row.name })}
                    onClick={() =>
                      void act(() => api.post(`/api/sc/group/${row.id}/restore`), t('groups.restored'))
                    }
                  >
                    {t('groups.restore')}
                  </Button>
                )
              ) : (
                <span className="groups-screen__row-actions">
                  {can('edit') && (
                    <Button
                      size="small"
                      aria-label={t('groups.editNamed', { name: row.name })}
                      onClick={() => void openEditor(row.id)}
                    >
                      {t('groups.editShort')}
                    </Button>
                  )}
                  {can('delete') && (
                    <Button
                      size="small"
                      color="danger"
                      aria-label={t('groups.deleteNamed', { name: row.name })}
                      onClick={() => {
                        setDeleting(row);
                        confirm.open();
                      }}
                    >
                      {t('common:action.delete')}
                    </Button>
                  )}
                </span>
              ),
          },
        ]}
      />
      <GroupDialog control={dialog} form={form} />
      <Dialog
        control={confirm}
        name="group-delete"
        title={t('groups.deleteTitle')}
        height="auto"
        buttons={[
          { text: t('common:action.cancel'), onClick: confirm.close },
          {
            text: t('common:action.delete'),
            color: 'danger',
            onClick: () => {
              const row = deleting;
              confirm.close();
              if (row)
                void act(
                  () => api.delete(`/api/sc/group/${row.id}?version=${row.version}`),
                  t('groups.deleted'),
                );
            },
          },
        ]}
      >
        <p>{t('groups.deleteBody', { name: deleting?.name ?? '' })}</p>
      </Dialog>
    </section>
  );
}
