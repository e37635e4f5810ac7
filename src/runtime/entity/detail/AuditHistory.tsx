import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { swrFetcher } from '../../../platform/api/apiClient';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { localeTag } from '../../../platform/i18n/languages';
import { ScreenStatus } from '../common/ScreenStatus';
import type { AuditEntry } from '../data/EntityRow';
import { fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { useOwnerLabels } from '../format/useOwnerLabels';
import { linesAuditChange } from '../lines/linesAuditChange';
import { auditChanges } from './auditChanges';

/** Who changed the record, when, and what each change did (before → after), newest first. */
export function AuditHistory({ descriptor, id }: { descriptor: EntityDescriptor; id: number }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const owners = useOwnerLabels(descriptor);
  const { data, error } = useSWR<{ data: AuditEntry[] }>(`${descriptor.api}/${id}/audit`, swrFetcher, {
    revalidateOnFocus: false,
  });
  if (!data) return <ScreenStatus error={error} />;
  if (data.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('entity:audit.empty')} />;
  const show = (row: Record<string, unknown> | null, name: string) =>
    (row ? formatFieldValue(descriptor, name, row, t, locale, { owners }) : '') || t('entity:value.empty');
  return (
    <Timeline
      items={data.data.map((entry) => {
        const changes =
          entry.action === 'delete' || entry.action === 'restore' ? [] : auditChanges(descriptor, entry);
        // A document's lines are in its entries too: say how many there were and are.
        const lines =
          entry.action === 'delete' || entry.action === 'restore'
            ? null
            : linesAuditChange(descriptor, entry);
        const when = formatFieldValue(descriptor, 'created_at', { created_at: entry.created_at }, t, locale);
        return {
          key: entry.id,
          content: (
            <div className="entity-audit__entry">
              <div>
                <strong>{t(`resources:audit.${entry.action}`, { defaultValue: entry.action })}</strong>{' '}
                {t('entity:audit.byAt', { user: entry.user_name ?? t('entity:audit.system'), when })}
              </div>
              {(changes.length > 0 || lines) && (
                <table className="entity-audit__changes">
                  <thead>
                    <tr>
                      <th scope="col">{t('entity:audit.field')}</th>
                      {entry.before && <th scope="col">{t('entity:audit.before')}</th>}
                      <th scope="col">{t('entity:audit.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((name) => (
                      <tr key={name}>
                        <th scope="row">{fieldTitle(t, descriptor, name)}</th>
                        {entry.before && <td>{show(entry.before, name)}</td>}
                        <td>{show(entry.after, name)}</td>
                      </tr>
                    ))}
                    {lines && descriptor.lines && (
                      <tr>
                        <th scope="row">{t(descriptor.lines.title)}</th>
                        {entry.before && (
                          <td>
                            {lines.before === null ? '' : t('entity:lines.count', { count: lines.before })}
                          </td>
                        )}
                        <td>{t('entity:lines.count', { count: lines.after })}</td>
                      </tr>
                    )}
                  </tbody>
                </table>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
