import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import type { FolderCounts } from '../../../schemas/wf/wfApi';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { usePhoneWidth } from '../../../src/runtime/entity/list/usePhoneWidth';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useSession } from '../../../src/platform/session/useSession';
import { useDialog } from '../../../src/widgets/useDialog';
import { WfStatus } from '../instance/WfStatus';
import { COUNTS_PATH, type InstancePage, instanceListPath, unwrap } from '../instance/instanceApi';
import { FolderNav } from './FolderNav';
import { MyAgentsDialog } from './MyAgentsDialog';
import { InstanceCards } from './InstanceCards';
import { InstanceTable } from './InstanceTable';
import { ListSearchBar } from './ListSearchBar';
import { useListQuery } from './useListQuery';
import { useSignoffLiveRefresh } from './useSignoffLiveRefresh';
import './signoffList.css';

/**
 * `/wf/use/list?key=1&folder=receive&sub=0&name=`: the sign-off folders (to sign, mine,
 * drafts, signed by me, copied to me, finished) with their counts, and the applications of
 * one folder, searchable and paged. Folder, search and page live in the address. The list and
 * the counts refresh live when a workflow notification with status S, A or E arrives.
 */
export function SignoffListScreen() {
  const { t } = useTranslation('wf');
  const navigate = useNavigate();
  const phone = usePhoneWidth();
  const [query, change] = useListQuery();
  const agents = useDialog();
  const mayNameAgents = hasPermission(useSession()?.user.userPermission, 'wf.use.delegation.actions.view');
  const counts = useSWR<FolderCounts | { data: FolderCounts }>(COUNTS_PATH, swrFetcher, {
    revalidateOnFocus: false,
  });
  const listPath = instanceListPath({
    folder: query.folder,
    q: query.name,
    applicant: query.applicant,
    from: query.from,
    to: query.to,
    page: query.page,
  });
  const list = useSWR<InstancePage>(listPath, swrFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  useSignoffLiveRefresh(() => {
    void counts.mutate();
    void list.mutate();
  });

  const searching = Boolean(query.name || query.applicant || query.from || query.to);
  const empty = searching ? t('use.list.noMatch') : t(`use.list.empty.${query.folder}`);
  const rows = {
    page: list.data,
    loading: list.isValidating,
    empty,
    onPage: (page: number) => change({ page }),
  };
  return (
    <section className="shell-card wf-list" aria-labelledby="wf-list-title">
      <div className="wf-list__head">
        <h1 id="wf-list-title">{t('routes.use.list.title')}</h1>
        <div className="wf-list__head-actions">
          {mayNameAgents && <Button onClick={agents.open}>{t('use.list.myAgents')}</Button>}
          <Button type="primary" onClick={() => void navigate('/wf/use/new/select-form')}>
            {t('use.list.newApplication')}
          </Button>
        </div>
      </div>
      {mayNameAgents && <MyAgentsDialog control={agents} />}
      <div className={phone ? 'wf-list__body wf-list__body--phone' : 'wf-list__body'}>
        <FolderNav
          query={query}
          counts={counts.data ? unwrap(counts.data) : undefined}
          phone={phone}
          onChange={(folder) => change({ folder })}
        />
        <div className="wf-list__main">
          <h2 className="wf-list__folder" aria-live="polite">
            {t(`use.folders.${query.folder}`)}
          </h2>
          {phone ? (
            // On a phone the search folds away under its heading unless a search is on.
            <details className="wf-list-search-toggle" open={searching || undefined}>
              <summary>{t('use.list.search')}</summary>
              <ListSearchBar query={query} onSearch={(search) => change(search)} />
            </details>
          ) : (
            <ListSearchBar query={query} onSearch={(search) => change(search)} />
          )}
          {list.error && !list.data ? (
            <WfStatus error={list.error} />
          ) : phone ? (
            <InstanceCards {...rows} />
          ) : (
            <InstanceTable {...rows} />
          )}
        </div>
      </div>
    </section>
  );
}
