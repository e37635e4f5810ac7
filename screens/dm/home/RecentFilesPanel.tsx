import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEntityLinks } from '../../../src/runtime/entity/routing/useEntityLinks';
import { HomePanelStatus } from '../../sc/home/HomePanelStatus';
import { useHomeData } from '../../sc/home/useHomeData';

/** How many files the panel lists; "all files" opens the file list. */
const SHOWN = 6;

interface RecentFile {
  id: number;
  name: string;
  folder_id_label?: string | null;
  updated_at: string;
}

/**
 * The files changed most recently among those the user may read (the document list answers only
 * what their access lists reach), each linking to its record, newest first.
 */
export function RecentFilesPanel() {
  const { t } = useTranslation('general');
  const links = useEntityLinks('dm.document');
  const files = useHomeData<{ data: RecentFile[] }>(`/api/dm/document?sort=-updated_at&per_page=${SHOWN}`);
  const seeAll = links.list && (
    <p className="home-panel__more">
      <Link to={links.list}>{t('homePanels.seeAllFiles')}</Link>
    </p>
  );
  if (files === null || files === 'failed' || files.data.length === 0)
    return <HomePanelStatus loaded={files} empty={t('homePanels.noRecentFiles')} />;
  return (
    <>
      <ul className="home-panel__list">
        {files.data.map((file) => (
          <li key={file.id}>
            {links.view ? <Link to={links.view(file.id)}>{file.name}</Link> : file.name}
            {file.folder_id_label && <span className="home-panel__aside"> · {file.folder_id_label}</span>}
            <time className="home-panel__aside" dateTime={file.updated_at}>
              {' '}
              · {new Date(file.updated_at).toLocaleDateString()}
            </time>
          </li>
        ))}
      </ul>
      {seeAll}
    </>
  );
}
