import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { swrFetcher } from '../../../src/platform/api/apiClient';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import { HomePanelStatus } from '../../sc/home/HomePanelStatus';
import { type InstancePage, instanceListPath } from '../instance/instanceApi';
import { useWfFormat } from '../instance/useWfFormat';
import { useSignoffLiveRefresh } from '../use/useSignoffLiveRefresh';

/** How many items the panel lists; the count and "see all" cover the rest. */
export const TO_SIGN_SHOWN = 5;

/**
 * The home panel "To sign": how many applications wait for the user (or someone they sign
 * for) and the first of them, each opening its form; live, like the sign-off list (a workflow
 * notification with status S, A or E reads it again).
 */
export function ToSignPanel() {
  const { t } = useTranslation('wf');
  useNamespaces('wf');
  const format = useWfFormat();
  const path = instanceListPath({ folder: 'receive', page: 1, perPage: TO_SIGN_SHOWN });
  const page = useSWR<InstancePage>(path, swrFetcher, { revalidateOnFocus: false });
  useSignoffLiveRefresh(() => void page.mutate());
  const loaded = page.error ? 'failed' : (page.data ?? null);
  const seeAll = (
    <p className="home-panel__more">
      <Link to="/wf/use/list?key=1&folder=receive&sub=0&name=">{t('home.seeAll')}</Link>
    </p>
  );
  if (loaded === null || loaded === 'failed' || loaded.data.length === 0)
    return (
      <>
        <HomePanelStatus loaded={loaded} empty={t('home.nothing')} />
        {loaded !== null && loaded !== 'failed' && seeAll}
      </>
    );
  return (
    <>
      <p className="home-panel__count" data-testid="to-sign-count">
        {t('home.count', { count: loaded.meta.total })}
      </p>
      <ul className="home-panel__list">
        {loaded.data.map((row) => (
          <li key={row.id}>
            <Link to={`/wf-form?id=${row.id}`}>{row.title}</Link>
            <span className="home-panel__aside">
              {' '}
              · {row.applicant.name} · {format.text(row.template.name)}
            </span>
          </li>
        ))}
      </ul>
      {seeAll}
    </>
  );
}
