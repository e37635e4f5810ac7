import { Empty, Table, Timeline } from 'antd';
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

/** One row of an entry's changes: the field's title, its value before and after. */
interface ChangeRow {
  key: string;
  field: string;
  before: string;
  after: string;
}

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
        const rows: ChangeRow[] = changes.map((name) => ({
          key: name,
          field: fieldTitle(t, descriptor, name),
          before: show(entry.before, name),
          after: show(entry.after, name),
        }));
        if (lines && descriptor.lines)
          rows.push({
            key: '#lines',
            field: t(descriptor.lines.title),
            before: lines.before === null ? '' : t('entity:lines.count', { count: lines.before }),
            after: t('entity:lines.count', { count: lines.after }),
          });
        const when = formatFieldValue(descriptor, 'created_at', { created_at: entry.created_at }, t, locale);
        return {
          key: entry.id,
          content: (
            <div className="entity-audit__entry">
              <div>
                <strong>{t(`resources:audit.${entry.action}`, { defaultValue: entry.action })}</strong>{' '}
                {t('entity:audit.byAt', { user: entry.user_name ?? t('entity:audit.system'), when })}
              </div>
              {rows.length > 0 && (
                <Table<ChangeRow>
                  size="small"
                  pagination={false}
                  rowKey="key"
                  dataSource={rows}
                  columns={[
                    // Each row is named by its field, as a row header.
                    { key: 'field', title: t('entity:audit.field'), dataIndex: 'field', rowScope: 'row' },
                    // A created record has no "before".
                    ...(entry.before
                      ? [{ key: 'before', title: t('entity:audit.before'), dataIndex: 'before' }]
                      : []),
                    { key: 'after', title: t('entity:audit.after'), dataIndex: 'after' },
                  ]}
                />
              )}
            </div>
          ),
        };
      })}
    />
  );
}
