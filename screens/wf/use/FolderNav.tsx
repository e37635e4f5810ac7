import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FOLDERS, type Folder, type FolderCounts } from '../../../schemas/wf/wfApi';
import { SelectField } from '../../../src/widgets/SelectField';
import { listQueryString, type ListQuery } from './useListQuery';

export interface FolderNavProps {
  query: ListQuery;
  counts: FolderCounts | undefined;
  phone: boolean;
  onChange: (folder: Folder) => void;
}

/**
 * The sign-off folders with their counts. At a desk, a column of links (each folder has its own
 * address, so it opens in a new tab too); on a phone, one select above the list.
 */
export function FolderNav({ query, counts, phone, onChange }: FolderNavProps) {
  const { t } = useTranslation('wf');
  const [params] = useSearchParams();
  const count = (folder: Folder) => counts?.[folder];
  if (phone) {
    return (
      <SelectField<Folder>
        className="wf-folders-select"
        label={t('use.list.folder')}
        value={query.folder}
        searchable={false}
        options={FOLDERS.map((folder) => ({
          value: folder,
          label:
            count(folder) === undefined
              ? t(`use.folders.${folder}`)
              : t('use.list.folderWithCount', { folder: t(`use.folders.${folder}`), number: count(folder) }),
        }))}
        onChange={onChange}
      />
    );
  }
  return (
    <nav className="wf-folders" aria-label={t('use.list.folders')}>
      <ul>
        {FOLDERS.map((folder) => {
          const current = folder === query.folder;
          const n = count(folder);
          return (
            <li key={folder}>
              <Link
                to={`?${listQueryString({ ...query, folder, page: 1 }, params)}`}
                aria-current={current ? 'page' : undefined}
                className={current ? 'wf-folders__link wf-folders__link--current' : 'wf-folders__link'}
                data-folder={folder}
              >
                <span>{t(`use.folders.${folder}`)}</span>
                {n !== undefined && (
                  <span
                    className={
                      folder === 'receive' && n > 0
                        ? 'wf-folders__count wf-folders__count--due'
                        : 'wf-folders__count'
                    }
                  >
                    {n}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
