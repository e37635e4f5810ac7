import type { ReportColumn } from '../../../schemas/core/reports/reportDescriptorSchema';
import { type ResultRow, resultCellText } from '../params/resultColumns';

const NUMERIC = new Set(['integer', 'decimal']);

/**
 * The report as printed: every row (the screen's table pages them), the heading and the
 * totals, in a plain table whose head and foot the browser repeats on every page, so each A4
 * sheet says what it is and whose it is. Hidden on screen (reports.css), shown only in print.
 */
export function ReportPrintTable({
  heading,
  footer,
  columns,
  rows,
  totals,
  t,
  locale,
}: {
  heading: string;
  footer: string;
  columns: readonly ReportColumn[];
  rows: readonly ResultRow[];
  totals: ResultRow | null;
  t: (key: string) => string;
  locale: string;
}) {
  const align = (column: ReportColumn) => (NUMERIC.has(column.type) ? 'report-print__number' : undefined);
  return (
    <table className="report-print" aria-hidden="true">
      <thead>
        <tr>
          <th colSpan={columns.length} className="report-print__heading">
            {heading}
          </th>
        </tr>
        <tr>
          {columns.map((column) => (
            <th key={column.key} className={align(column)}>
              {t(column.title)}
            </th>
          ))}
        </tr>
      </thead>
      <tfoot>
        <tr>
          <td colSpan={columns.length} className="report-print__footer">
            {footer}
          </td>
        </tr>
      </tfoot>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id and never move.
          <tr key={i}>
            {columns.map((column) => (
              <td key={column.key} className={align(column)}>
                {resultCellText(column, row[column.key], t, locale)}
              </td>
            ))}
          </tr>
        ))}
        {totals && (
          <tr className="report-print__totals">
            {columns.map((column, i) => (
              <td key={column.key} className={align(column)}>
                {column.key in totals
                  ? resultCellText(column, totals[column.key], t, locale)
                  : i === 0
                    ? t('report.total')
                    : ''}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}
