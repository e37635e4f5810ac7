import type { TableColumnsType } from 'antd';
import type { ResultColumn } from '../../../schemas/core/params/resultColumnSchema';
import { formatDecimalText } from '../entity/format/formatDecimalText';

/** A row a task's preview or a report answers. */
export type ResultRow = Record<string, string | number | boolean | null>;

/**
 * A cell as text in the reader's language: booleans as yes / no, empty values as a dash, numbers
 * with the locale's thousands separators at the column's scale (decimals arrive as exact text,
 * so they are grouped, never rounded through a float).
 */
export function resultCellText(
  column: ResultColumn,
  value: ResultRow[string] | undefined,
  t: (key: string) => string,
  locale: string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (column.type === 'boolean') return value === true ? t('task.yes') : t('task.no');
  if (column.type === 'integer' && typeof value === 'number') return value.toLocaleString(locale);
  if (column.type === 'decimal') return formatDecimalText(String(value), locale);
  return String(value);
}

/**
 * The table columns of result rows: titles translated, the first column fixed when the table
 * scrolls sideways, numbers right-aligned.
 * @example <Table columns={resultColumns(descriptor.columns, t, i18n.language)} dataSource={rows} />
 */
export function resultColumns(
  columns: readonly ResultColumn[],
  t: (key: string) => string,
  locale: string,
): TableColumnsType<ResultRow> {
  return columns.map((column, i) => ({
    key: column.key,
    dataIndex: column.key,
    title: t(column.title),
    ...(i === 0 ? { fixed: 'left' as const } : {}),
    ...(column.type === 'decimal' || column.type === 'integer' ? { align: 'right' as const } : {}),
    render: (value: ResultRow[string]) => resultCellText(column, value, t, locale),
  }));
}
