import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../src/platform/session/useSession';
import { useEntityLinks } from '../../../src/runtime/entity/routing/useEntityLinks';
import { HomePanelStatus } from '../../sc/home/HomePanelStatus';
import { useHomeData } from '../../sc/home/useHomeData';

/** How many leads the panel lists; "see all" opens the whole filtered list. */
const SHOWN = 5;

interface OpenLead {
  id: number;
  subject: string;
  organization_id_label?: string | null;
  expected_close_date?: string | null;
}

/**
 * The signed-in user's open leads (status `open`, created by them: leads have no owner
 * field, so the creator is the owner), latest change first, each linking to its record,
 * and a link to the lead table filtered the same way.
 */
export function MyOpenLeadsPanel() {
  const { t } = useTranslation('general');
  const me = useSession()?.user.id ?? 0;
  const links = useEntityLinks('cm.lead');
  const filter = new URLSearchParams({ 'filter[status]': 'open', 'filter[created_by]': String(me) });
  const leads = useHomeData<{ data: OpenLead[] }>(
    `/api/cm/lead?${filter}&sort=-updated_at&per_page=${SHOWN}`,
  );
  const seeAll = links.list && (
    <p className="home-panel__more">
      <Link to={`${links.list}?${filter}`}>{t('homePanels.seeAllLeads')}</Link>
    </p>
  );
  if (leads === null || leads === 'failed' || leads.data.length === 0)
    return (
      <>
        <HomePanelStatus loaded={leads} empty={t('homePanels.noOpenLeads')} />
        {leads !== null && leads !== 'failed' && seeAll}
      </>
    );
  return (
    <>
      <ul className="home-panel__list">
        {leads.data.map((lead) => (
          <li key={lead.id}>
            {links.view ? <Link to={links.view(lead.id)}>{lead.subject}</Link> : lead.subject}
            {lead.organization_id_label && (
              <span className="home-panel__aside"> · {lead.organization_id_label}</span>
            )}
            {lead.expected_close_date && (
              <time className="home-panel__aside" dateTime={lead.expected_close_date}>
                {' '}
                · {lead.expected_close_date}
              </time>
            )}
          </li>
        ))}
      </ul>
      {seeAll}
    </>
  );
}
