import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type {
  ReportChart as ChartDescriptor,
  ReportColumn,
} from '../../../schemas/core/reports/reportDescriptorSchema';
import type { ResultRow } from '../params/resultColumns';

/** Series colours: the theme's, with antd's defaults where the theme sets none. */
const PALETTE = [
  'var(--ant-color-primary, #1677ff)',
  'var(--ant-color-warning, #faad14)',
  'var(--ant-color-error, #ff4d4f)',
  'var(--ant-purple-6, #722ed1)',
  'var(--ant-color-success, #52c41a)',
  'var(--ant-cyan-6, #13c2c2)',
];

/**
 * The rows a chart draws: numbers as numbers (decimal text is exact in the table; a chart only
 * needs its size), the largest first and at most `limit` of them for bars and pies.
 */
export function chartData(chart: ChartDescriptor, rows: readonly ResultRow[], noName: string) {
  const data = rows.map((row) => ({
    name: row[chart.category] === null || row[chart.category] === '' ? noName : String(row[chart.category]),
    ...Object.fromEntries(chart.series.map((key) => [key, Number(row[key] ?? 0)])),
  }));
  const size = (d: Record<string, string | number>) =>
    chart.series.reduce((sum, key) => sum + Number(d[key]), 0);
  const ordered = chart.type === 'line' ? data : [...data].sort((a, b) => size(b) - size(a));
  return ordered.slice(0, chart.limit ?? 50);
}

/**
 * One chart of a report (recharts): bars (stacked or side by side), lines, or a pie of one
 * series, labelled by the descriptor's category column and titled for screen readers too.
 * @example <ReportChart chart={descriptor.charts[0]} columns={descriptor.columns} rows={rows} t={t} />
 */
export function ReportChart({
  chart,
  columns,
  rows,
  t,
}: {
  chart: ChartDescriptor;
  columns: readonly ReportColumn[];
  rows: readonly ResultRow[];
  t: (key: string) => string;
}) {
  const data = chartData(chart, rows, t('report.noName'));
  const title = t(chart.title);
  const label = (key: string) => t(columns.find((c) => c.key === key)?.title ?? key);
  const cartesian = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis
        dataKey="name"
        interval={0}
        angle={data.length > 6 ? -30 : 0}
        textAnchor={data.length > 6 ? 'end' : 'middle'}
        height={data.length > 6 ? 70 : 30}
        tick={{ fontSize: 12 }}
      />
      <YAxis allowDecimals tick={{ fontSize: 12 }} />
      <Tooltip />
      <Legend />
    </>
  );
  return (
    <figure className="report-chart">
      <figcaption>{title}</figcaption>
      <ResponsiveContainer width="100%" height={300} initialDimension={{ width: 600, height: 300 }}>
        {chart.type === 'line' ? (
          <LineChart data={data} accessibilityLayer title={title}>
            {cartesian}
            {chart.series.map((key, i) => (
              <Line key={key} dataKey={key} name={label(key)} stroke={PALETTE[i % PALETTE.length]} />
            ))}
          </LineChart>
        ) : chart.type === 'pie' ? (
          <PieChart accessibilityLayer title={title}>
            <Tooltip />
            <Legend />
            <Pie
              data={data.map((d, i) => ({ ...d, fill: PALETTE[i % PALETTE.length] }))}
              dataKey={chart.series[0] ?? ''}
              nameKey="name"
              name={label(chart.series[0] ?? '')}
              label
            />
          </PieChart>
        ) : (
          <BarChart data={data} accessibilityLayer title={title}>
            {cartesian}
            {chart.series.map((key, i) => (
              <Bar
                key={key}
                dataKey={key}
                name={label(key)}
                fill={PALETTE[i % PALETTE.length]}
                {...(chart.stacked ? { stackId: 'all' } : {})}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
