import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportJsonSchemaFile } from './reportJsonSchemaFile';
import { validateReportDescriptors } from './validateReportDescriptors';

const REPORT = {
  id: 'as.sample',
  module: 'as',
  title: 'as:sample.title',
  api: '/api/as/sample',
  permission: { view: 'as.admin.sample.actions.view', export: 'as.admin.sample.actions.export' },
  scope: 'as.attendanceDay',
  params: { from: { type: 'date', title: 'as:sample.from', required: true, default: '2026-01-01' } },
  columns: [
    { key: 'name', title: 'as:sample.name', type: 'string' },
    { key: 'hours', title: 'as:sample.hours', type: 'decimal', scale: 2, total: 'sum' },
    { key: 'late', title: 'as:sample.late', type: 'integer', total: 'sum' },
  ],
  charts: [
    { title: 'as:sample.chart', type: 'bar', category: 'name', series: ['hours', 'late'], stacked: true },
  ],
};

const ENTITIES = new Set(['as.attendanceDay']);
const problems = (data: unknown) =>
  validateReportDescriptors([{ file: 'schemas/as/reports/sample.report.json', data }], ENTITIES).problems.map(
    (p) => `${p.pointer} ${p.message}`,
  );

describe('validateReportDescriptors', () => {
  it('accepts a whole report', () => {
    expect(problems(REPORT)).toEqual([]);
  });

  it('names what is wrong: a default that is no date, a total of text, chart columns, a pie of two, the scope', () => {
    expect(
      problems({
        ...REPORT,
        permission: { ...REPORT.permission, export: 'sc.admin.sample.actions.export' },
        scope: 'as.nothing',
        period: { from: 'from', to: 'until' },
        params: { from: { ...REPORT.params.from, default: '2026-02-30x' } },
        columns: [{ ...REPORT.columns[0], total: 'sum' }, REPORT.columns[1], REPORT.columns[2]],
        charts: [
          { title: 'as:sample.chart', type: 'bar', category: 'missing', series: ['name'] },
          { title: 'as:sample.pie', type: 'pie', category: 'name', series: ['hours', 'late'] },
        ],
      }),
    ).toEqual([
      '/permission/export must start with its module "as."',
      '/params/from/default does not fit the field: default must match format "date"',
      '/columns/0/total only a number column has a total',
      '/charts/0/category "missing" is not a column',
      '/charts/0/series/0 "name" is not a number column',
      '/charts/1/series a pie draws one series',
      '/scope "as.nothing" is not an entity',
      '/period/to "until" is not a date parameter',
    ]);
  });

  it('refuses two reports with the same id and API', () => {
    const { problems: twice } = validateReportDescriptors([
      { file: 'a', data: REPORT },
      { file: 'b', data: REPORT },
    ]);
    expect(twice.map((p) => p.message)).toEqual([
      '"id as.sample" is already used by a',
      '"api /api/as/sample" is already used by a',
    ]);
  });

  it('keeps schemas/report-descriptor.schema.json up to date (npm run descriptors:schema)', () => {
    const file = readFileSync(path.resolve(__dirname, '../../report-descriptor.schema.json'), 'utf8');
    expect(file).toBe(reportJsonSchemaFile());
  });
});
