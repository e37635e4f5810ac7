import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNamespaces } from '../../../../platform/i18n/useNamespaces';
import type { ImportRowError } from './ImportReport';

/**
 * Every problem of an import file, a page of ten at a time: row number (as in the file),
 * the column in words, the message. Shared by the descriptor import dialog and the
 * department and user import screens.
 * @example <ImportErrorsTable errors={report.errors} columnTitle={(f) => t(`columns.${f}`)} />
 */
export function ImportErrorsTable({
  errors,
  columnTitle,
}: {
  errors: readonly ImportRowError[];
  columnTitle: (field: string) => string;
}) {
  const { t } = useTranslation();
  // The department and user import screens show this table on routes of the sc module.
  useNamespaces('entity');
  return (
    <Table<ImportRowError>
      size="small"
      rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
      dataSource={errors as ImportRowError[]}
      pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      aria-label={t('entity:import.errorsTable')}
      columns={[
        { title: t('entity:import.row'), dataIndex: 'row', width: 80 },
        {
          title: t('entity:import.field'),
          dataIndex: 'field',
          width: 160,
          render: (f: string) => columnTitle(f),
        },
        { title: t('entity:import.message'), dataIndex: 'message' },
      ]}
    />
  );
}
