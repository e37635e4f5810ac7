import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { ReportColumn } from '../../../schemas/core/reports/reportDescriptorSchema';
import { reportLink } from '../../../schemas/core/reports/reportLink';
import { type ResultRow, resultCellText, resultColumns } from '../params/resultColumns';

/**
 * A report's table columns: the result columns (translated, numbers right-aligned in the
 * reader's format), a column with a `link` drawing each figure as a link to the records behind
 * it (filled from the row and the parameters it was run with).
 * @example <Table columns={reportTableColumns(descriptor.columns, run.params, t, 'zh-TW')} />
 */
export function reportTableColumns(
  columns: readonly ReportColumn[],
  params: Readonly<Record<string, unknown>>,
  t: (key: string) => string,
  locale: string,
): TableColumnsType<ResultRow> {
  return resultColumns(columns, t, locale).map((shown, i) => {
    const column = columns[i]!;
    const template = column.link;
    if (!template) return shown;
    return {
      ...shown,
      render: (value: ResultRow[string], row: ResultRow) => {
        const text = resultCellText(column, value, t, locale);
        const to = reportLink(template, row, params);
        return to ? <Link to={to}>{text}</Link> : text;
      },
    };
  });
}
