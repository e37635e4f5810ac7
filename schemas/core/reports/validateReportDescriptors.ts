import Ajv from 'ajv';
import { duplicateColumnProblems, paramsProblems } from '../params/paramsProblems';
import { validateParamsDescriptors } from '../params/validateParamsDescriptors';
import type { DescriptorProblem, DescriptorSource } from '../validateEntityDescriptors';
import { type ReportDescriptor, ReportDescriptorSchema } from './reportDescriptorSchema';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile<ReportDescriptor>(ReportDescriptorSchema);

const NUMERIC = new Set(['integer', 'decimal']);

/** Checks that need a report as a whole: parameters' defaults, columns, totals, charts, scope. */
function reportProblems(d: ReportDescriptor, entityIds?: ReadonlySet<string>) {
  const problems = [...paramsProblems(d.params), ...duplicateColumnProblems(d.columns)];
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  const types = new Map(d.columns.map((c) => [c.key, c.type]));
  d.columns.forEach((column, i) => {
    if (column.total && !NUMERIC.has(column.type))
      add(`/columns/${i}/total`, 'only a number column has a total');
  });
  (d.charts ?? []).forEach((chart, i) => {
    if (!types.has(chart.category)) add(`/charts/${i}/category`, `"${chart.category}" is not a column`);
    chart.series.forEach((key, j) => {
      if (!NUMERIC.has(types.get(key) ?? ''))
        add(`/charts/${i}/series/${j}`, `"${key}" is not a number column`);
    });
    if (chart.type === 'pie' && chart.series.length > 1) add(`/charts/${i}/series`, 'a pie draws one series');
  });
  if (d.scope && entityIds && !entityIds.has(d.scope)) add('/scope', `"${d.scope}" is not an entity`);
  for (const end of ['from', 'to'] as const) {
    const name = d.period?.[end];
    if (name !== undefined && d.params[name]?.type !== 'date')
      add(`/period/${end}`, `"${name}" is not a date parameter`);
  }
  return problems;
}

/**
 * Validates every report descriptor: its shape against the meta-schema, then what depends on
 * the whole (and, given the entity ids, that its scope names one), and that no two share an id
 * or an API path.
 */
export function validateReportDescriptors(
  sources: readonly DescriptorSource[],
  entityIds?: ReadonlySet<string>,
): { descriptors: ReportDescriptor[]; problems: DescriptorProblem[] } {
  return validateParamsDescriptors(sources, validateShape, (d) => reportProblems(d, entityIds));
}
