import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowChange } from './ScImportReport';

/**
 * The dry run's diff: per row, the record's key, what happens to it, and each field that
 * changes as "before → after" (a new record shows only "after").
 */
export function ImportChangesTable({ changes }: { changes: readonly RowChange[] }) {
  const { t } = useTranslation('sc');
  return (
    <Table<RowChange>
      size="small"
      rowKey={(c) => `${c.row}`}
      dataSource={changes as RowChange[]}
      pagination={changes.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      aria-label={t('importExport.import.changesTable')}
      columns={[
        { title: t('importExport.import.row'), dataIndex: 'row', width: 70 },
        { title: t('importExport.import.key'), dataIndex: 'key', width: 160 },
        {
          title: t('importExport.import.action'),
          dataIndex: 'action',
          width: 110,
          render: (action: RowChange['action']) => t(`importExport.import.actions.${action}`),
        },
        {
          title: t('importExport.import.changes'),
          dataIndex: 'changes',
          render: (_: unknown, c: RowChange) => (
            <ul className="sc-import__fields">
              {c.changes.map((f) => (
                <li key={f.field}>
                  <span className="sc-import__field">{t(`importExport.columns.${f.field}`)}</span>:{' '}
                  {c.action === 'create' ? (
                    f.after
                  ) : (
                    <>
                      <del>{f.before || '—'}</del> → <ins>{f.after || '—'}</ins>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
