import { Checkbox, Input, Tree } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useCachedList } from '../../../src/platform/cache/useCachedList';
import { useSession } from '../../../src/platform/session/useSession';
import { buildDepartmentTree, type DepartmentNode } from './buildDepartmentTree';
import { DepartmentUsers } from './DepartmentUsers';
import type { DepartmentSummary } from './departmentTypes';
import { useDepartmentUsers } from './useDepartmentUsers';
import './organisation.css';

interface TreeItem {
  key: number;
  title: string;
  children: TreeItem[];
}

/**
 * `/sc/list`: the organisation. The department tree comes from the cached list (one call,
 * with user counts), the users of the selected department one server page at a time, so it
 * stays quick with thousands of users. The search box narrows the tree to matching
 * departments and lists the matching users of the whole organisation.
 */
export function OrganisationScreen() {
  const { t } = useTranslation('sc');
  const session = useSession();
  const can = (right: string) => hasPermission(session?.user.userPermission, right);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('department_id')) || null;
  const [search, setSearch] = useState('');
  const [includeSub, setIncludeSub] = useState(false);
  const [page, setPage] = useState(1);
  const searchId = useId();
  const departments = useCachedList<DepartmentSummary>('/api/sc/department/all');
  const users = useDepartmentUsers({ departmentId: selected, includeSub, search, page });

  const toItems = (nodes: DepartmentNode[]): TreeItem[] =>
    nodes.map(({ department: d, children }) => ({
      key: d.id,
      title: `${d.name} (${t('organisation.tree.users', { count: d.user_count })})${d.is_active ? '' : ` · ${t('organisation.tree.inactive')}`}`,
      children: toItems(children),
    }));
  // 300 departments build in well under a millisecond: no memo needed.
  const treeData = toItems(buildDepartmentTree(departments.items, search));
  const current = departments.items.find((d) => d.id === selected);
  const heading = search.trim()
    ? t('organisation.searchResults', { search: search.trim() })
    : current
      ? t('organisation.usersOf', { name: current.name })
      : t('organisation.allUsers');

  const select = (id: number | null) => {
    setPage(1);
    setParams(id === null ? {} : { department_id: String(id) });
  };

  return (
    <section className="shell-card org-screen" aria-labelledby="org-title">
      <h1 id="org-title">{t('routes.list.title')}</h1>
      <div className="org-screen__toolbar">
        <div className="org-screen__search">
          <label htmlFor={searchId}>{t('organisation.search')}</label>
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
        {can('sc.admin.department.actions.create') && (
          <Link className="org-screen__action" to={`/sc/adddept${selected ? `?parent_id=${selected}` : ''}`}>
            {t('organisation.addDepartment')}
          </Link>
        )}
        {current && can('sc.admin.department.actions.edit') && (
          <Link className="org-screen__action" to={`/sc/adddept?id=${current.id}`}>
            {t('organisation.editDepartment')}
          </Link>
        )}
        {can('sc.admin.user.actions.create') && (
          <Link
            className="org-screen__action"
            to={`/sc/adduser${selected ? `?department_id=${selected}` : ''}`}
          >
            {t('organisation.addUser')}
          </Link>
        )}
        <Link className="org-screen__action" to="/sc/inactive-dept">
          {t('organisation.inactiveDepartments')}
        </Link>
        <Link className="org-screen__action" to="/sc/user-departments">
          {t('organisation.memberships')}
        </Link>
        <Link className="org-screen__action" to="/sc/leveldept">
          {t('organisation.levels')}
        </Link>
      </div>
      <div className="org-screen__body">
        <nav className="org-tree" aria-label={t('organisation.tree.label')}>
          {treeData.length === 0 && departments.status === 'ready' ? (
            <p>{t('organisation.tree.empty')}</p>
          ) : (
            <Tree<TreeItem>
              treeData={treeData}
              defaultExpandAll
              // A search shows every match: the tree opens fully whenever the filter changes.
              key={search.trim() ? `search:${search.trim()}` : `all:${departments.items.length}`}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => select(keys.length > 0 ? Number(keys[0]) : null)}
              height={600}
            />
          )}
        </nav>
        <div className="org-screen__users">
          {current && !search.trim() && (
            <Checkbox
              className="org-screen__sub"
              checked={includeSub}
              onChange={(event) => {
                setIncludeSub(event.target.checked);
                setPage(1);
              }}
            >
              {t('organisation.includeSub')}
            </Checkbox>
          )}
          <DepartmentUsers
            heading={heading}
            users={users.users}
            meta={users.meta}
            loading={users.loading}
            onPage={setPage}
          />
        </div>
      </div>
    </section>
  );
}
