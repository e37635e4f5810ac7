import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { useAlert } from '../../../src/platform/alerts/useAlert';
import { api, swrFetcher } from '../../../src/platform/api/apiClient';

interface ShareRow {
  id: number;
  version: number;
  title: string;
  expires_at: string;
  downloads: number;
  revoked: boolean;
  allowedActions?: string[];
}

/** The address of the caller's links to one document (the runtime's `dm.share` list, own rows only). */
export const yourLinksKey = (documentId: number) =>
  `/api/dm/share?filter[document_ids]=${documentId}&per_page=50`;

/**
 * The caller's links to one document, newest first, each with its expiry and downloads and a
 * revoke button; all of their links are on the runtime's list (`/dm/use/share`).
 */
export function YourLinks({ documentId, locale }: { documentId: number; locale: string }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const { data, mutate } = useSWR<{ data: ShareRow[] }>(yourLinksKey(documentId), swrFetcher, {
    revalidateOnFocus: false,
  });
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const revoke = async (row: ShareRow) => {
    try {
      await api.post(`/api/dm/share/${row.id}/actions/revoke`, { version: row.version });
      await mutate();
      alert.success(t('dm:share.revoked'));
    } catch (thrown) {
      alert.error(thrown);
    }
  };
  const rows = data?.data ?? [];
  return (
    <section className="dm-share__links" aria-labelledby="dm-share-links">
      <h2 id="dm-share-links">{t('dm:share.yourLinks')}</h2>
      {data && rows.length === 0 && <p>{t('dm:share.noLinks')}</p>}
      <ul className="dm-share__link-list">
        {rows.map((row) => {
          const expired = Date.parse(row.expires_at) <= Date.now();
          return (
            <li key={row.id} className="dm-share__link-row">
              <span className="dm-share__link-title">{row.title}</span>
              <span className="dm-share__link-meta">
                {t('dm:share.until', { date: format.format(new Date(row.expires_at)) })} ·{' '}
                {t('dm:share.downloadCount', { count: row.downloads })}
              </span>
              {row.revoked && <Tag>{t('dm:share.revokedTag')}</Tag>}
              {!row.revoked && expired && <Tag>{t('dm:share.expiredTag')}</Tag>}
              {!row.revoked && row.allowedActions?.includes('revoke') && (
                <Popconfirm
                  title={t('dm:share.revokeConfirm', { name: row.title })}
                  okText={t('dm:share.revoke')}
                  onConfirm={() => revoke(row)}
                >
                  <Button size="small" danger>
                    {t('dm:share.revoke')}
                  </Button>
                </Popconfirm>
              )}
            </li>
          );
        })}
      </ul>
      <Link to="/dm/use/share">{t('dm:share.allLinks')}</Link>
    </section>
  );
}
